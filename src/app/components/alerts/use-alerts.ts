/**
 * `useAlerts()`: the current alerts and the store's actions (components/alerts/alert-store.ts).
 * The actions are also exported from the store for code outside React.
 */
import { useSyncExternalStore } from 'react';
import { addAlert, alertStore, removeAlert, setAlerts } from './alert-store.ts';

export function useAlerts() {
  const alerts = useSyncExternalStore(
    alertStore.subscribe,
    alertStore.getAlerts,
    alertStore.getAlerts,
  );
  return { alerts, addAlert, removeAlert, setAlerts };
}
