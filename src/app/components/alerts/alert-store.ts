/**
 * The app's alerts (spec section 3): a message, a level (default info) and an alertId; alerts are
 * added, removed or set, and one without a time given goes away by itself after
 * ALERT_AUTO_DISMISS_MS. Adding an alert under an existing alertId replaces it: never two alike.
 *
 * Product decisions (docs/decisions/019-alerts.md):
 * - An error stays until the candidate dismisses it, unless a time is given: a message about
 *   something that went wrong must not vanish before it is read (WCAG 2.2.1, timing adjustable).
 * - The countdowns stop while something holds them (the pointer over an alert, the focus in one, an
 *   assessment running in the tab) and start afresh once nothing does.
 *
 * Plain TypeScript with no React: features call `addAlert` from event handlers and callbacks, and
 * components/alerts/alerts-region.tsx renders the list.
 */
import { ALERT_AUTO_DISMISS_MS } from '../../../domain/constants.ts';

export const ALERT_LEVELS = ['info', 'success', 'warning', 'error'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

export interface AlertInput {
  message: string;
  /** Default 'info'. */
  level?: AlertLevel;
  /** Names the alert: adding another with the same id replaces it. Default: a new id. */
  alertId?: string;
  /** Gone by itself after this long; null: stays until dismissed. Default: see the module note. */
  timeoutMs?: number | null;
}

export interface Alert {
  alertId: string;
  message: string;
  level: AlertLevel;
  timeoutMs: number | null;
  /** New each time the alert is added or replaced, so the region can announce it again. */
  revision: number;
}

export interface AlertStore {
  getAlerts: () => readonly Alert[];
  subscribe: (listener: () => void) => () => void;
  /** Adds the alert (or replaces the one with its alertId) and answers its alertId. */
  addAlert: (input: AlertInput) => string;
  removeAlert: (alertId: string) => void;
  /** Replaces every alert with these (an empty list clears them). */
  setAlerts: (inputs: readonly AlertInput[]) => void;
  /** Stops every countdown while `reason` holds; see `releaseAlerts`. */
  holdAlerts: (reason: string) => void;
  /** Ends a hold; once none is left, every countdown starts again from its full time. */
  releaseAlerts: (reason: string) => void;
}

export function createAlertStore(): AlertStore {
  let alerts: readonly Alert[] = [];
  let sequence = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const holds = new Set<string>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const stopCountdown = (alertId: string) => {
    const timer = timers.get(alertId);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(alertId);
  };

  const startCountdown = (alert: Alert) => {
    stopCountdown(alert.alertId);
    if (alert.timeoutMs === null || holds.size > 0) return;
    timers.set(
      alert.alertId,
      setTimeout(() => removeAlert(alert.alertId), alert.timeoutMs),
    );
  };

  const toAlert = (input: AlertInput): Alert => {
    const level = input.level ?? 'info';
    sequence += 1;
    return {
      alertId: input.alertId ?? `alert-${sequence}`,
      message: input.message,
      level,
      timeoutMs:
        input.timeoutMs !== undefined
          ? input.timeoutMs
          : level === 'error'
            ? null
            : ALERT_AUTO_DISMISS_MS,
      revision: sequence,
    };
  };

  function removeAlert(alertId: string) {
    stopCountdown(alertId);
    if (!alerts.some((alert) => alert.alertId === alertId)) return;
    alerts = alerts.filter((alert) => alert.alertId !== alertId);
    emit();
  }

  return {
    getAlerts: () => alerts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    addAlert: (input) => {
      const alert = toAlert(input);
      const index = alerts.findIndex((a) => a.alertId === alert.alertId);
      // A replacement keeps its place, so the list does not jump.
      alerts = index === -1 ? [...alerts, alert] : alerts.map((a, i) => (i === index ? alert : a));
      startCountdown(alert);
      emit();
      return alert.alertId;
    },
    removeAlert,
    setAlerts: (inputs) => {
      for (const alertId of [...timers.keys()]) stopCountdown(alertId);
      const byId = new Map<string, Alert>();
      for (const input of inputs) {
        const alert = toAlert(input);
        byId.delete(alert.alertId); // the last one with an id wins, in its own place
        byId.set(alert.alertId, alert);
      }
      alerts = [...byId.values()];
      for (const alert of alerts) startCountdown(alert);
      emit();
    },
    holdAlerts: (reason) => {
      if (holds.has(reason)) return;
      holds.add(reason);
      for (const alertId of [...timers.keys()]) stopCountdown(alertId);
    },
    releaseAlerts: (reason) => {
      if (!holds.delete(reason) || holds.size > 0) return;
      for (const alert of alerts) startCountdown(alert);
    },
  };
}

/** The app's one store: every screen adds to it, the one region renders it. */
export const alertStore = createAlertStore();
export const { addAlert, removeAlert, setAlerts, holdAlerts, releaseAlerts } = alertStore;
