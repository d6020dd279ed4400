/**
 * The router's error handling (spec section 2): an UNAUTHORIZED error clears the session and goes
 * to sign-in; any other shows the generic error page. Navigating elsewhere clears the error.
 */
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { loginHref } from '../config/paths.ts';
import { isUnauthorizedError } from '../lib/api/errors.ts';
import { clearSession } from '../lib/session.ts';

function ToSignIn() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    void clearSession();
    navigate(loginHref(`${location}${search ? `?${search}` : ''}`), { replace: true });
  }, [location, search, navigate]);
  return <PageLoader label="Signing you out…" />;
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary
      resetKey={location}
      fallback={(error) => (isUnauthorizedError(error) ? <ToSignIn /> : <ErrorPage />)}
    >
      {children}
    </ErrorBoundary>
  );
}
