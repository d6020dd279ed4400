/**
 * The two tabs' lists: the server's, with the unsent choices on top and the rows whose choice is in
 * progress held (lib/connection-lists.ts), split into their sections; each list's state, and its
 * load failure reported once (spec section 8: "Our dev team has been notified").
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useCandidateInvitations } from '../../../lib/api/get-candidate-invitations.ts';
import { isNetworkError } from '../../../lib/api/errors.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useCompanyCandidateAssociations } from '../api/get-company-candidate-associations.ts';
import {
  type AssociationItem,
  associationSections,
  type InvitationItem,
  invitationSections,
  withHeldRows,
  withUnsentChoices,
} from './connection-lists.ts';
import { unsentChoices } from './unsent-choices.ts';
import { useHeldRows } from './use-settled-write.ts';

export type ListState = 'ready' | 'loading' | 'failed' | 'notLoadedOffline';

/** What a list shows: its rows once there is data (cached or fresh), else why there is none. */
function listState(
  query: Pick<UseQueryResult, 'data' | 'isError' | 'error' | 'fetchStatus'>,
): ListState {
  if (query.data !== undefined) return 'ready';
  if (query.fetchStatus === 'paused' || isNetworkError(query.error)) return 'notLoadedOffline';
  if (query.isError) return 'failed';
  return 'loading';
}

/** Reports a list's load failure once. */
function useReportLoadFailure(failed: boolean, error: unknown, operation: string) {
  useEffect(() => {
    if (failed) reportError(error, { operation });
  }, [failed, error, operation]);
}

export function useConnectionLists(userId: string) {
  const invitationsQuery = useCandidateInvitations();
  const associationsQuery = useCompanyCandidateAssociations();
  const { entries } = useOutbox(userId);
  const [heldInvitations, holdInvitation] = useHeldRows<InvitationItem>();
  const [heldAssociations, holdAssociation] = useHeldRows<AssociationItem>();
  const { invitations, associations } = useMemo(() => {
    const held = { invitations: heldInvitations, associations: heldAssociations };
    const lists = withUnsentChoices(
      {
        invitations: invitationsQuery.data?.candidateInvitations ?? [],
        associations: associationsQuery.data?.companyCandidateAssociations ?? [],
      },
      unsentChoices(entries, held),
    );
    return {
      invitations: withHeldRows(lists.invitations, heldInvitations),
      associations: withHeldRows(lists.associations, heldAssociations),
    };
  }, [invitationsQuery.data, associationsQuery.data, entries, heldInvitations, heldAssociations]);
  const invitationsState = listState(invitationsQuery);
  const associationsState = listState(associationsQuery);
  useReportLoadFailure(
    invitationsState === 'failed',
    invitationsQuery.error,
    'GetCandidateInvitations',
  );
  useReportLoadFailure(
    associationsState === 'failed',
    associationsQuery.error,
    'GetCompanyCandidateAssociations',
  );
  return {
    invitations,
    ...invitationSections(invitations),
    ...associationSections(associations),
    invitationsState,
    associationsState,
    holdInvitation,
    holdAssociation,
  };
}
