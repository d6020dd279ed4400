/**
 * Catches render errors below it: reports them (lib/error-reporting.ts) and shows the generic error
 * page, or lets `fallback` decide (the router sends UNAUTHORIZED to sign-in). `resetKey` clears the
 * error when it changes (the router passes the location, so navigating away recovers).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isUnauthorizedError } from '../lib/api/errors.ts';
import { reportError } from '../lib/error-reporting.ts';
import { ErrorPage } from './error-page.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  resetKey?: string;
  fallback?: (error: unknown) => ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isUnauthorizedError(error)) return; // an expired session, not a fault
    reportError(error, {
      componentStack: info.componentStack ?? undefined,
      source: 'error-boundary',
    });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error) : <ErrorPage />;
  }
}
