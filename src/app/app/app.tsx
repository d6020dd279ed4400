/**
 * The app's providers: Fluent (theme; `AriaLiveAnnouncer` so MessageBars and announcements reach
 * screen readers), the error boundary, and the router. The query client is mounted by the router
 * around every page but sign-in (query-scope.tsx). The alerts region sits beside the router, once
 * for every page (alerts-host.tsx).
 */
import { AriaLiveAnnouncer, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { AlertsHost } from './alerts-host.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <FluentProvider theme={webLightTheme}>
      <AriaLiveAnnouncer>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
        <AlertsHost />
      </AriaLiveAnnouncer>
    </FluentProvider>
  );
}
