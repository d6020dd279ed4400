/**
 * The section's questions asked again from the server (they carry its clock): on reconnect, when
 * the tab is shown again, and once for questions from the persisted cache (a reload). Never once
 * the section is locked: asking again after its close would start the next section's clock.
 * Returns the resync itself, for the countdown's clock jump (use-section-clock.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { isOnline } from '../../../lib/pwa/online-status.ts';
import { sectionInformationQueryOptions } from '../api/get-next-section-information.ts';
import { refetchSectionQuestions } from '../api/get-next-section-questions.ts';

export interface SectionResyncOptions {
  assessmentId: string;
  /** The section whose questions are on screen, if any. */
  sectionId: string | null;
  locked: boolean;
  /** Its questions came from the persisted cache. */
  cached: boolean;
  /** The app's own word on the connection (useOnlineStatus). */
  online: boolean;
}

export function useSectionResync({
  assessmentId,
  sectionId,
  locked,
  cached,
  online,
}: SectionResyncOptions): () => void {
  const queryClient = useQueryClient();
  function resyncFromServer() {
    if (!sectionId || locked || !isOnline()) return;
    const shown = sectionId;
    // The questions asked for are the next section's: had this one ended on the server (its
    // time and grace over, e.g. while offline), asking would start the next one's clock unseen.
    // The information (which starts nothing) says first whether this one is still next.
    queryClient
      .fetchQuery(sectionInformationQueryOptions(assessmentId))
      .then((data) => {
        if (data.nextAssessmentSectionInformation.id === shown)
          return refetchSectionQuestions(queryClient, assessmentId, shown);
      })
      .catch(() => undefined);
  }

  const resync = useEffectEvent(resyncFromServer);
  const resyncIfCached = useEffectEvent(() => {
    if (cached) resyncFromServer();
  });
  useEffect(() => {
    if (!sectionId) return;
    resyncIfCached();
    const resyncWhenShown = () => {
      if (document.visibilityState === 'visible') resync();
    };
    document.addEventListener('visibilitychange', resyncWhenShown);
    return () => document.removeEventListener('visibilitychange', resyncWhenShown);
  }, [sectionId]);

  // Back online by the app's own word (useOnlineStatus: a probe that reached the server, not only
  // the browser's 'online', which can come late or never: docs/decisions/042).
  const wasOnline = useRef(online);
  useEffect(() => {
    const returned = online && !wasOnline.current;
    wasOnline.current = online;
    if (returned && sectionId && document.visibilityState === 'visible') resync();
  }, [online, sectionId]);

  return resyncFromServer;
}
