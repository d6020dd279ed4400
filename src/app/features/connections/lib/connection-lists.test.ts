import { describe, expect, it } from 'vitest';
import {
  associationSections,
  type AssociationItem,
  invitationFromAddress,
  invitationFromCompany,
  invitationSections,
  type InvitationItem,
  isUnsentAssociation,
  opensModal,
  withAcceptedInvitation,
  withAssociationStatus,
  withHeldRows,
  withInvitationStatus,
  withUnsentChoices,
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

describe('withUnsentChoices (the server’s lists with the unsent choices on top)', () => {
  const none = { invitations: [], associations: [] };

  it('Ignore moves the invitation to Ignored, dated when chosen', () => {
    const shown = withUnsentChoices(
      { invitations: [acme, globex], associations: [] },
      { ...none, invitations: [{ id: 'i1', status: 'IGNORED', at: NOW }] },
    );
    expect(invitationSections(shown.invitations)).toEqual({
      pending: [],
      ignored: [{ ...acme, status: 'IGNORED', updatedAt: NOW }, globex],
    });
    expect(shown.associations).toEqual([]);
  });

  it('Connect accepts the invitation and makes the firm a connection not sent yet', () => {
    const shown = withUnsentChoices(
      { invitations: [acme], associations: [] },
      { ...none, invitations: [{ id: 'i1', status: 'ACCEPTED', at: NOW }] },
    );
    expect(invitationSections(shown.invitations).pending).toEqual([]);
    expect(shown.associations).toMatchObject([{ status: 'ACTIVE', companyName: 'Acme LLP' }]);
    expect(isUnsentAssociation(shown.associations[0]!)).toBe(true);
  });

  it('applies choices in queue order, and Disconnect or Reconnect to the connection', () => {
    const a = association('a1', 'Globex', 'ACTIVE');
    const shown = withUnsentChoices(
      { invitations: [acme], associations: [a] },
      {
        invitations: [
          { id: 'i1', status: 'IGNORED', at: NOW },
          { id: 'i1', status: 'ACCEPTED', at: NOW },
        ],
        associations: [{ id: 'a1', status: 'INACTIVE', at: NOW }],
      },
    );
    expect(shown.invitations[0]!.status).toBe('ACCEPTED');
    expect(associationSections(shown.associations)).toMatchObject({
      active: [{ companyName: 'Acme LLP' }],
      disconnected: [{ _id: 'a1', updatedAt: NOW }],
    });
  });

  it('the envelope’s PENDING list less the invitations chosen on, unsent', () => {
    const initech = invitation('i3', 'Initech', 'PENDING');
    const { invitations } = withUnsentChoices(
      { invitations: [acme, initech], associations: [] },
      { ...none, invitations: [{ id: 'i3', status: 'IGNORED', at: NOW }] },
    );
    expect(invitations.filter((i) => i.status === 'PENDING')).toEqual([acme]);
  });

  it('leaves the lists as they are for a choice about something they do not hold', () => {
    const lists = { invitations: [acme], associations: [] };
    expect(
      withUnsentChoices(lists, {
        invitations: [{ id: 'i9', status: 'ACCEPTED', at: NOW }],
        associations: [{ id: 'a9', status: 'INACTIVE', at: NOW }],
      }),
    ).toEqual(lists);
  });
});

describe('withHeldRows', () => {
  it('shows a row whose choice is in progress as it was when chosen', () => {
    const ignored = { ...acme, status: 'IGNORED' as const };
    expect(withHeldRows([ignored, globex], new Map([['i1', acme]]))).toEqual([acme, globex]);
  });
});

describe('the invitation the address names', () => {
  const lists = [acme, globex, initech];

  it('finds ?invitationId= in the caller’s own list only', () => {
    expect(invitationFromAddress(lists, { invitationId: 'i3' })).toBe(initech);
    expect(invitationFromAddress(lists, { invitationId: 'someone-elses' })).toBeUndefined();
  });

  it('finds ?companyName= when there is no id, and nothing when neither is given', () => {
    expect(invitationFromAddress(lists, { companyName: 'globex' })).toBe(globex);
    expect(invitationFromAddress(lists, {})).toBeUndefined();
  });

  it('opens the modal for a pending or ignored invitation only', () => {
    expect([acme, globex, initech, undefined].map(opensModal)).toEqual([true, true, false, false]);
  });
});
