/**
 * The app's providers: Fluent (theme; `AriaLiveAnnouncer` so MessageBars and announcements reach
 * screen readers), the error boundary, the query client (its persisted cache keyed by the signed-in
 * user and the build), and the router.
 */
import { AriaLiveAnnouncer, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { BUILD_ID } from '../lib/pwa/build-id.ts';
import { AppQueryProvider } from '../lib/query-client.tsx';
import { useSession } from '../lib/session.ts';
import { OutboxSync } from './outbox-sync.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  const session = useSession();
  return (
    <FluentProvider theme={webLightTheme}>
      <AriaLiveAnnouncer>
        <ErrorBoundary>
          <AppQueryProvider userId={session?.userId ?? null} buildId={BUILD_ID}>
            <OutboxSync />
            <AppRouter />
          </AppQueryProvider>
        </ErrorBoundary>
      </AriaLiveAnnouncer>
    </FluentProvider>
  );
}
