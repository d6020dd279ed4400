/**
 * Server state for every page but sign-in: the query client (its persisted cache keyed by the
 * signed-in user and the build; in memory only on a shared computer, docs/decisions/051), which
 * the outbox applies delivered writes to (outbox-follows-session.ts). Loaded lazily by the router, so
 * /login's first load does without TanStack Query (docs/decisions/022); the sign-in page mounts it
 * only around the parts that need it (a failed sign-in's resend link).
 */
import type { ReactNode } from 'react';
import { BUILD_ID } from '../lib/pwa/build-id.ts';
import { AppQueryProvider } from '../lib/query-client.tsx';
import { isSharedComputer, useSession } from '../lib/session.ts';

export function QueryScope({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <AppQueryProvider
      userId={session?.userId ?? null}
      buildId={BUILD_ID}
      persist={!isSharedComputer()}
    >
      {children}
    </AppQueryProvider>
  );
}
