/**
 * The envelope's count (spec section 2): the server's PENDING invitations less those the candidate
 * has chosen Connect or Ignore on and not sent yet (stored offline, or on their way), as the
 * connection manager shows them (withUnsentChoices).
 */
import { useMemo } from 'react';
import { useCandidateInvitations } from '../../../lib/api/get-candidate-invitations.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { withUnsentChoices } from './connection-lists.ts';
import { unsentChoices } from './unsent-choices.ts';

const NOTHING_HELD = { invitations: new Map(), associations: new Map() } as const;

export function usePendingInvitationCount(userId: string): number {
  const { data } = useCandidateInvitations('PENDING');
  const { entries } = useOutbox(userId);
  return useMemo(() => {
    const { invitations } = withUnsentChoices(
      { invitations: data?.candidateInvitations ?? [], associations: [] },
      unsentChoices(entries, NOTHING_HELD),
    );
    return invitations.filter((i) => i.status === 'PENDING').length;
  }, [data, entries]);
}
