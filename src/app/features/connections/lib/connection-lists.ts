/**
 * The connection manager's lists (spec sections 2 and 8) and the optimistic edits of the cached
 * lists after Connect, Ignore, Disconnect and Reconnect. Pure: the components and cache.ts use them.
 */
import type { AssociationStatus, InvitationStatus } from '../../../../domain/constants.ts';

/** What both lists hold (CandidateInvitation and CompanyCandidateAssociation). */
export interface ConnectionItem<S extends string> {
  _id: string;
  status: S;
  companyName: string;
  createdAt: string;
  updatedAt: string;
}
export type InvitationItem = ConnectionItem<InvitationStatus>;
export type AssociationItem = ConnectionItem<AssociationStatus>;

/**
 * An association made on this device by Connect, before the server has answered: it has no id of
 * its own yet, so it cannot be disconnected until the refetch brings the real one.
 */
const UNSENT_PREFIX = 'unsent:';
export const isUnsentAssociation = (item: { _id: string }) => item._id.startsWith(UNSENT_PREFIX);

export function invitationSections(invitations: readonly InvitationItem[]) {
  return {
    pending: invitations.filter((i) => i.status === 'PENDING'),
    ignored: invitations.filter((i) => i.status === 'IGNORED'),
  };
}

export function associationSections(associations: readonly AssociationItem[]) {
  return {
    active: associations.filter((a) => a.status === 'ACTIVE'),
    disconnected: associations.filter((a) => a.status === 'INACTIVE'),
  };
}

const sameCompany = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** `?companyName=`: the pending invitation from that company, else an ignored one. */
export function invitationFromCompany(
  invitations: readonly InvitationItem[],
  companyName: string,
): InvitationItem | undefined {
  const from = invitations.filter((i) => sameCompany(i.companyName, companyName));
  return from.find((i) => i.status === 'PENDING') ?? from.find((i) => i.status === 'IGNORED');
}

/**
 * A cached invitations list (GetCandidateInvitations with `filter`, null for all) after the
 * invitation got `status`: changed in place, or left out when the list is of another status.
 * An invitation the list did not hold yet (claimed from a link) is added in front when it fits.
 */
export function withInvitationStatus(
  list: readonly InvitationItem[],
  invitation: InvitationItem,
  status: InvitationStatus,
  filter: InvitationStatus | null,
  now: string,
): InvitationItem[] {
  const updated = { ...invitation, status, updatedAt: now };
  const fits = filter === null || filter === status;
  const rest = list.filter((i) => i._id !== invitation._id);
  if (!fits) return rest;
  if (rest.length === list.length) return [updated, ...list];
  return list.map((i) => (i._id === invitation._id ? { ...i, status, updatedAt: now } : i));
}

export function withAssociationStatus(
  list: readonly AssociationItem[],
  id: string,
  status: AssociationStatus,
  now: string,
): AssociationItem[] {
  return list.map((a) => (a._id === id ? { ...a, status, updatedAt: now } : a));
}

/**
 * The associations after Connect on `invitation`: the firm's existing association becomes ACTIVE,
 * or an unsent one is added (the server makes the real one).
 */
export function withAcceptedInvitation(
  list: readonly AssociationItem[],
  invitation: InvitationItem,
  now: string,
): AssociationItem[] {
  if (list.some((a) => sameCompany(a.companyName, invitation.companyName))) {
    return list.map((a) =>
      sameCompany(a.companyName, invitation.companyName)
        ? { ...a, status: 'ACTIVE', updatedAt: now }
        : a,
    );
  }
  return [
    {
      _id: `${UNSENT_PREFIX}${invitation._id}`,
      status: 'ACTIVE',
      companyName: invitation.companyName,
      createdAt: now,
      updatedAt: now,
    },
    ...list,
  ];
}
