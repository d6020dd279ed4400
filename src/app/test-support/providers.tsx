/**
 * For component tests: renders UI with the app's providers (Fluent with the announcer, a fresh
 * query client (or the one given, e.g. holding a copy restored from the device), wouter on an
 * in-memory location, the alerts region with no alerts left from an earlier test) and returns the
 * location's history.
 */
import { AriaLiveAnnouncer, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setAlerts } from '../components/alerts/alert-store.ts';
import { AlertsRegion } from '../components/alerts/alerts-region.tsx';

export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const location = memoryLocation({ path, record: true });
  setAlerts([]);
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <AriaLiveAnnouncer>
        <QueryClientProvider client={queryClient}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
          <AlertsRegion />
        </QueryClientProvider>
      </AriaLiveAnnouncer>
    </FluentProvider>,
  );
  return { ...result, history: location.history, queryClient };
}

/**
 * The open alert dialog titled `title` (its h2). Found by role and text, not by accessible name: in
 * jsdom, Tabster's modal bookkeeping can leave a fresh dialog marked aria-hidden (the app reveals
 * it again, app/release-stale-aria-hidden.ts, which these renders do not mount), and on a busy
 * machine computing the accessible names of a whole page outlasts the wait. The browser tests find
 * the dialogs by accessible name in Chromium. Its buttons: getByRole(..., { hidden: true }).
 */
export const findAlertDialogTitled = (title: string) =>
  waitFor(
    () => {
      const dialog = [...document.querySelectorAll<HTMLElement>('[role="alertdialog"]')].find(
        (element) => element.querySelector('h2')?.textContent === title,
      );
      if (!dialog) throw new Error(`no alert dialog titled "${title}"`);
      return dialog;
    },
    { timeout: 10_000 },
  );
