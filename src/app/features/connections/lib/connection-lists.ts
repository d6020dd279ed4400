/**
 * The connection manager's lists (spec sections 2 and 8), and how Connect, Ignore, Disconnect and
 * Reconnect change them: laid over the server's lists while unsent (withUnsentChoices), and put
 * into the cached lists with the server's answer once delivered (cache.ts). Pure.
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
 * The invitation the address names: `?invitationId=` one of the caller's own list (any other id
 * finds nothing here), else `?companyName=` that firm's.
 */
export function invitationFromAddress(
  invitations: readonly InvitationItem[],
  { invitationId, companyName }: { invitationId?: string; companyName?: string },
): InvitationItem | undefined {
  if (invitationId) return invitations.find((i) => i._id === invitationId);
  return companyName ? invitationFromCompany(invitations, companyName) : undefined;
}

/** The connection modal opens for a pending or an ignored invitation, never an accepted one. */
export const opensModal = (item: InvitationItem | undefined): item is InvitationItem =>
  item?.status === 'PENDING' || item?.status === 'IGNORED';

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

/** A choice the server does not have yet: an outbox entry's variables, and when it was made. */
export interface UnsentChoice<S extends string> {
  id: string;
  status: S;
  /** ISO time the choice was stored (the row's date until the server's copy replaces it). */
  at: string;
}

export interface ConnectionLists {
  invitations: readonly InvitationItem[];
  associations: readonly AssociationItem[];
}

/**
 * What the connection manager shows: the server's lists (all invitations, the connections) with
 * the unsent choices applied, invitations first, each in queue order. Connect on an invitation also
 * makes the firm a connection (not sent yet). A choice about an invitation or connection the lists
 * do not hold changes nothing: the refetch after its delivery brings it.
 */
export function withUnsentChoices(
  lists: ConnectionLists,
  choices: {
    invitations: readonly UnsentChoice<InvitationStatus>[];
    associations: readonly UnsentChoice<AssociationStatus>[];
  },
): { invitations: InvitationItem[]; associations: AssociationItem[] } {
  let invitations = [...lists.invitations];
  let associations = [...lists.associations];
  for (const { id, status, at } of choices.invitations) {
    const invitation = invitations.find((i) => i._id === id);
    if (!invitation) continue;
    invitations = withInvitationStatus(invitations, invitation, status, null, at);
    if (status === 'ACCEPTED') associations = withAcceptedInvitation(associations, invitation, at);
  }
  for (const { id, status, at } of choices.associations) {
    associations = withAssociationStatus(associations, id, status, at);
  }
  return { invitations, associations };
}

/**
 * Rows whose choice is still in progress on this page, as they were when chosen (by id): they stay
 * put with their progress text until the choice is delivered, stored on this device or refused.
 */
export interface HeldRows {
  invitations: ReadonlyMap<string, InvitationItem>;
  associations: ReadonlyMap<string, AssociationItem>;
}

/** `list` with each held row as it was when chosen. */
export const withHeldRows = <T extends { _id: string }>(
  list: readonly T[],
  held: ReadonlyMap<string, T>,
): T[] => list.map((item) => held.get(item._id) ?? item);
