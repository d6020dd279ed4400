import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { candidateInvitationsQueryKey } from '../../../lib/api/get-candidate-invitations.ts';
import { companyCandidateAssociationsQueryKey } from '../api/get-company-candidate-associations.ts';
import {
  addClaimedInvitation,
  applyAssociationStatus,
  applyInvitationStatus,
  refetchConnections,
} from './cache.ts';
import type { InvitationItem } from './connection-lists.ts';

const NOW = '2025-03-01T12:00:00.000Z';
const acme: InvitationItem = {
  _id: 'i1',
  status: 'PENDING',
  companyName: 'Acme LLP',
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
};

function seeded() {
  const client = new QueryClient();
  client.setQueryData(candidateInvitationsQueryKey(), { candidateInvitations: [acme] });
  client.setQueryData(candidateInvitationsQueryKey('PENDING'), { candidateInvitations: [acme] });
  client.setQueryData(companyCandidateAssociationsQueryKey, { companyCandidateAssociations: [] });
  return client;
}

const invitationsOf = (client: QueryClient, status: 'PENDING' | null = null) =>
  client.getQueryData<{ candidateInvitations: InvitationItem[] }>(
    candidateInvitationsQueryKey(status),
  )?.candidateInvitations;
const associationsOf = (client: QueryClient) =>
  client.getQueryData<{ companyCandidateAssociations: { status: string; companyName: string }[] }>(
    companyCandidateAssociationsQueryKey,
  )?.companyCandidateAssociations;

describe('the cached lists after a choice', () => {
  it('Connect: the invitation is accepted, leaves the pending count and the firm is connected', () => {
    const client = seeded();
    applyInvitationStatus(client, acme, 'ACCEPTED', NOW);
    expect(invitationsOf(client)).toEqual([{ ...acme, status: 'ACCEPTED', updatedAt: NOW }]);
    expect(invitationsOf(client, 'PENDING')).toEqual([]);
    expect(associationsOf(client)).toMatchObject([{ status: 'ACTIVE', companyName: 'Acme LLP' }]);
  });

  it('Ignore: the invitation is ignored, and nothing is connected', () => {
    const client = seeded();
    applyInvitationStatus(client, acme, 'IGNORED', NOW);
    expect(invitationsOf(client)?.[0]?.status).toBe('IGNORED');
    expect(invitationsOf(client, 'PENDING')).toEqual([]);
    expect(associationsOf(client)).toEqual([]);
  });

  it('Disconnect changes the association', () => {
    const client = seeded();
    client.setQueryData(companyCandidateAssociationsQueryKey, {
      companyCandidateAssociations: [{ ...acme, _id: 'a1', status: 'ACTIVE' }],
    });
    applyAssociationStatus(client, 'a1', 'INACTIVE', NOW);
    expect(associationsOf(client)?.[0]?.status).toBe('INACTIVE');
  });

  it('a claimed invitation joins the lists it fits', () => {
    const client = seeded();
    const umbrella = { ...acme, _id: 'i2', companyName: 'Umbrella' };
    addClaimedInvitation(client, umbrella);
    expect(invitationsOf(client, 'PENDING')?.map((i) => i._id)).toEqual(['i2', 'i1']);
    expect(invitationsOf(client)?.map((i) => i._id)).toEqual(['i2', 'i1']);
  });

  it('refetchConnections marks both lists stale', async () => {
    const client = seeded();
    await refetchConnections(client);
    expect(client.getQueryState(candidateInvitationsQueryKey('PENDING'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(companyCandidateAssociationsQueryKey)?.isInvalidated).toBe(true);
  });
});
