import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { candidateInvitationsQueryKey } from '../../../lib/api/get-candidate-invitations.ts';
import { applyDelivered } from '../../../lib/writes/cache.ts';
import { companyCandidateAssociationsQueryKey } from '../api/get-company-candidate-associations.ts';
import { updateCandidateInvitationWrite } from '../api/update-candidate-invitation.ts';
import { updateCompanyCandidateAssociationWrite } from '../api/update-company-candidate-association.ts';
import type { AssociationItem, InvitationItem } from './connection-lists.ts';

const NOW = '2025-03-01T12:00:00.000Z';
const acme: InvitationItem = {
  _id: 'i1',
  status: 'PENDING',
  companyName: 'Acme LLP',
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
};
const connection: AssociationItem = { ...acme, _id: 'a1', status: 'ACTIVE' };

function seeded() {
  const client = new QueryClient();
  client.setQueryData(candidateInvitationsQueryKey(), { candidateInvitations: [acme] });
  client.setQueryData(candidateInvitationsQueryKey('PENDING'), { candidateInvitations: [acme] });
  client.setQueryData(companyCandidateAssociationsQueryKey, {
    companyCandidateAssociations: [connection],
  });
  return client;
}

const invitationsOf = (client: QueryClient, status: 'PENDING' | null = null) =>
  client.getQueryData<{ candidateInvitations: InvitationItem[] }>(
    candidateInvitationsQueryKey(status),
  )?.candidateInvitations;
const associationsOf = (client: QueryClient) =>
  client.getQueryData<{ companyCandidateAssociations: AssociationItem[] }>(
    companyCandidateAssociationsQueryKey,
  )?.companyCandidateAssociations;

describe('a delivered choice in the cached lists (the writes’ declarations)', () => {
  it('Connect or Ignore: the server’s invitation in every list (the envelope’s too), then both lists are stale', async () => {
    const client = seeded();
    const ignored = { ...acme, status: 'IGNORED' as const, updatedAt: NOW };
    await applyDelivered(
      client,
      updateCandidateInvitationWrite,
      { id: 'i1', status: 'IGNORED' },
      { updateCandidateInvitation: ignored },
    );
    expect(invitationsOf(client)).toEqual([ignored]);
    expect(invitationsOf(client, 'PENDING')).toEqual([]);
    expect(associationsOf(client)).toEqual([connection]);
    expect(client.getQueryState(candidateInvitationsQueryKey('PENDING'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(companyCandidateAssociationsQueryKey)?.isInvalidated).toBe(true);
  });

  it('Disconnect: the server’s association in the connections', async () => {
    const client = seeded();
    const disconnected = { ...connection, status: 'INACTIVE' as const, updatedAt: NOW };
    await applyDelivered(
      client,
      updateCompanyCandidateAssociationWrite,
      { id: 'a1', status: 'INACTIVE' },
      { updateCompanyCandidateAssociation: disconnected },
    );
    expect(associationsOf(client)).toEqual([disconnected]);
    expect(invitationsOf(client)).toEqual([acme]);
  });
});
