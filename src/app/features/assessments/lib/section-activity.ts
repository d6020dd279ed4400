/**
 * What the browser sees during a timed section, reported through the outbox
 * (api/record-section-activity.ts; docs/decisions/045-integrity-events-and-flags.md): the tab
 * hidden or the window left (with how long), a copy, cut or paste on the questions, this tab taking
 * the assessment over, and the device's clock off by more than 2 minutes. Nothing of it is shown
 * to the candidate: the assessment policy says what is recorded.
 */
import { useCallback, useEffect, useRef, type ClipboardEvent } from 'react';
import { CLOCK_SKEW_LIMIT_MS, type SectionActivityType } from '../../../../domain/integrity.ts';
import { serverClock } from '../../../lib/api/server-clock.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { enqueueSectionActivity, type SectionActivity } from '../api/record-section-activity.ts';

/** The parts of `document` and `window` the watch uses (tests give their own). */
export interface ActivityTargets {
  document: Pick<
    Document,
    'visibilityState' | 'hasFocus' | 'addEventListener' | 'removeEventListener'
  >;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Monotonic milliseconds (performance.now()): a clock change does not stretch an absence. */
  now: () => number;
}

/**
 * Watches departures until the returned stop: one begins when the tab is hidden or the window loses
 * focus, and ends when the tab is visible and focused again; it is reported then, as TAB_HIDDEN if
 * the tab was hidden at any point, else WINDOW_LEFT. One still going when the watch stops (the
 * section ended meanwhile) is reported up to then.
 */
export function watchDepartures(
  { document, window, now }: ActivityTargets,
  report: (activity: SectionActivity) => void,
): () => void {
  let away: { since: number; at: Date; hidden: boolean } | null = null;

  const leave = (hidden: boolean) => {
    if (away) away.hidden ||= hidden;
    else away = { since: now(), at: new Date(), hidden };
  };
  const end = () => {
    if (!away) return;
    report({
      type: away.hidden ? 'TAB_HIDDEN' : 'WINDOW_LEFT',
      durationMs: Math.max(0, now() - away.since),
      occurredAt: away.at,
    });
    away = null;
  };
  const back = () => {
    if (document.visibilityState === 'visible' && document.hasFocus()) end();
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? leave(true) : back());
  const onBlur = () => leave(document.visibilityState === 'hidden');

  if (document.visibilityState === 'hidden') leave(true);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', back);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('blur', onBlur);
    window.removeEventListener('focus', back);
    end();
  };
}

const CLIPBOARD_TYPES: Partial<Record<string, SectionActivityType>> = {
  copy: 'COPY',
  cut: 'CUT',
  paste: 'PASTE',
};

/** Sections whose clock difference this page has reported already (once per section and load). */
const skewReported = new Set<string>();

export interface SectionActivityOptions {
  userId: string;
  assessmentId: string;
  /** The timed section on screen, open for answers; null: nothing is watched. */
  sectionId: string | null;
  /** This tab took the assessment over from another ("Take over here"). */
  tookOver: boolean;
}

/**
 * Reports the activity of the timed section on screen; returns the handler of copy, cut and paste
 * for the questions' container.
 */
export function useSectionActivity({
  userId,
  assessmentId,
  sectionId,
  tookOver,
}: SectionActivityOptions): (event: ClipboardEvent) => void {
  const takeOverReported = useRef(false);
  const store = useCallback(
    (activity: SectionActivity) => {
      if (!sectionId) return;
      enqueueSectionActivity(userId, assessmentId, sectionId, activity).catch((error: unknown) =>
        reportError(error),
      );
    },
    [userId, assessmentId, sectionId],
  );

  useEffect(() => {
    if (!sectionId) return;
    if (tookOver && !takeOverReported.current) {
      takeOverReported.current = true;
      store({ type: 'TAB_TAKEN_OVER' });
    }
    const offset = serverClock.deviceOffsetMs();
    if (offset !== null && Math.abs(offset) > CLOCK_SKEW_LIMIT_MS && !skewReported.has(sectionId)) {
      skewReported.add(sectionId);
      store({ type: 'CLOCK_SKEW', skewMs: offset });
    }
    return watchDepartures({ document, window, now: () => performance.now() }, store);
  }, [sectionId, tookOver, store]);

  return useCallback(
    (event: ClipboardEvent) => {
      const type = CLIPBOARD_TYPES[event.type];
      if (type) store({ type });
    },
    [store],
  );
}
