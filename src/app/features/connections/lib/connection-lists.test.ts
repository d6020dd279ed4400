import { describe, expect, it } from 'vitest';
import {
  associationSections,
  type AssociationItem,
  invitationFromCompany,
  invitationSections,
  type InvitationItem,
  isUnsentAssociation,
  withAcceptedInvitation,
  withAssociationStatus,
  withInvitationStatus,
} from './connection-lists.ts';

const NOW = '2025-03-01T12:00:00.000Z';
const invitation = (id: string, companyName: string, status: InvitationItem['status']) => ({
  _id: id,
  status,
  companyName,
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-06T10:00:00.000Z',
});
const association = (
  id: string,
  companyName: string,
  status: AssociationItem['status'],
): AssociationItem => ({ ...invitation(id, companyName, 'PENDING'), status });

const acme = invitation('i1', 'Acme LLP', 'PENDING');
const globex = invitation('i2', 'Globex', 'IGNORED');
const initech = invitation('i3', 'Initech', 'ACCEPTED');

describe('sections', () => {
  it('splits invitations into pending and ignored, and connections into active and disconnected', () => {
    expect(invitationSections([acme, globex, initech])).toEqual({
      pending: [acme],
      ignored: [globex],
    });
    const a = association('a1', 'Acme LLP', 'ACTIVE');
    const b = association('a2', 'Globex', 'INACTIVE');
    expect(associationSections([a, b])).toEqual({ active: [a], disconnected: [b] });
  });
});

describe('invitationFromCompany', () => {
  it('finds the pending invitation by name, ignoring case and spaces, else an ignored one', () => {
    expect(invitationFromCompany([globex, acme], ' acme llp ')).toBe(acme);
    expect(invitationFromCompany([globex, acme], 'GLOBEX')).toBe(globex);
    const pendingGlobex = invitation('i4', 'Globex', 'PENDING');
    expect(invitationFromCompany([globex, pendingGlobex], 'Globex')).toBe(pendingGlobex);
    expect(invitationFromCompany([initech], 'Initech')).toBeUndefined();
    expect(invitationFromCompany([acme], 'Umbrella')).toBeUndefined();
  });
});

describe('withInvitationStatus', () => {
  it('changes the status in the list of all invitations', () => {
    expect(withInvitationStatus([acme, globex], acme, 'IGNORED', null, NOW)).toEqual([
      { ...acme, status: 'IGNORED', updatedAt: NOW },
      globex,
    ]);
  });

  it('drops the invitation from a list of another status (the envelope count)', () => {
    expect(withInvitationStatus([acme], acme, 'ACCEPTED', 'PENDING', NOW)).toEqual([]);
  });

  it('adds an invitation the list did not hold when it fits', () => {
    const claimed = invitation('i9', 'Umbrella', 'PENDING');
    expect(withInvitationStatus([acme], claimed, 'PENDING', 'PENDING', NOW)[0]).toMatchObject({
      _id: 'i9',
      status: 'PENDING',
    });
    expect(withInvitationStatus([acme], claimed, 'PENDING', 'IGNORED', NOW)).toEqual([acme]);
  });
});

describe('associations', () => {
  it('changes one association', () => {
    const a = association('a1', 'Acme LLP', 'ACTIVE');
    expect(withAssociationStatus([a], 'a1', 'INACTIVE', NOW)).toEqual([
      { ...a, status: 'INACTIVE', updatedAt: NOW },
    ]);
  });

  it('Connect adds an unsent active connection, or reactivates the firm’s existing one', () => {
    const [added] = withAcceptedInvitation([], acme, NOW);
    expect(added).toMatchObject({ status: 'ACTIVE', companyName: 'Acme LLP', updatedAt: NOW });
    expect(isUnsentAssociation(added!)).toBe(true);
    const old = association('a1', 'Acme LLP', 'INACTIVE');
    expect(withAcceptedInvitation([old], acme, NOW)).toEqual([
      { ...old, status: 'ACTIVE', updatedAt: NOW },
    ]);
    expect(isUnsentAssociation(old)).toBe(false);
  });
});
