/**
 * Mounts the alerts region (components/alerts/alerts-region.tsx) once for the whole app, public
 * pages too. Its code loads with the first alert, so /login's first load does without it
 * (docs/decisions/022); the signed-in area preloads it, so an alert shows offline on a first visit.
 * It stays mounted afterwards, so a last alert can fade out.
 */
import { Suspense, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { useAlerts } from '../components/alerts/use-alerts.ts';
import { lazyNamed } from './lazy-route.ts';

export const AlertsRegion = lazyNamed(
  () => import('../components/alerts/alerts-region.tsx'),
  'AlertsRegion',
);

export function AlertsHost() {
  const hasAlerts = useAlerts().alerts.length > 0;
  const [needed, setNeeded] = useState(hasAlerts);
  if (hasAlerts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    // Its code failing to load (offline before the service worker has it) costs the alerts only.
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <AlertsRegion />
      </Suspense>
    </ErrorBoundary>
  );
}
