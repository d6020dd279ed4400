/**
 * Firms, invitations and the connection manager as a test needs them: the operator's commands
 * (firms:create, invitations:send, firms:candidates), a connection made through the API, the
 * invitation mail's link, and the page's lists and envelope as a candidate sees them.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Api } from './api.ts';
import { Mailbox, type Mail } from './mailbox.ts';
import { operatorJson, operatorOk } from './operator.ts';

/** A firm with a name no other test uses, with the address its notices go to if given. */
export function createFirm(prefix = 'Firm', { contact }: { contact?: string } = {}): string {
  const name = `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  operatorOk(['firms:create', name, ...(contact ? ['--contact', contact] : [])]);
  return name;
}

export interface SentInvitation {
  firm: string;
  email: string;
  code: string;
  status: string;
}

/** `invitations:send "<firm>" <email>`: the invitation as the operator sees it. */
export function sendInvitation(firm: string, email: string): SentInvitation {
  const [sent] = operatorJson<SentInvitation>(['invitations:send', firm, email]);
  expect(sent, 'invitations:send answers one row').toBeDefined();
  return sent!;
}

/** The e-mail addresses `firms:candidates "<firm>"` lists (who the firm may see). */
export function firmCandidates(firm: string): string[] {
  return operatorJson<{ email: string }>(['firms:candidates', firm]).map((c) => c.email);
}

/** The invitation mail from `firm` to `email`, waited for. */
export function invitationMail(
  mailbox: Mailbox,
  email: string,
  firm: string,
  after?: readonly Mail[],
): Promise<Mail> {
  return mailbox.waitFor(email, { subject: `${firm} invites you to connect`, after });
}

/** Path and query of the mail's /invitation/{code} link. */
export function invitationLink(mail: Mail): string {
  const link = mail.links
    .map((l) => new URL(l, 'http://placeholder.invalid'))
    .find((u) => u.pathname.startsWith('/invitation/'));
  expect(link, `an /invitation/ link in "${mail.subject}": ${mail.links.join(', ')}`).toBeDefined();
  return Mailbox.relative(link!);
}

export const envelope = (page: Page, pending: number) =>
  page.getByRole('link', {
    name: pending === 0 ? 'Invitations: none pending' : `Invitations: ${pending} pending`,
  });

export const connectionModal = (page: Page, firm: string) =>
  page.getByRole('dialog', { name: `Connect with ${firm}` });

export const list = (page: Page, name: string | RegExp) => page.getByRole('list', { name });

export async function openTab(page: Page, name: 'Invitations' | 'Connections'): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

/**
 * Invites the candidate from `firm` and connects them (Connect, through the API): the firm's
 * association is ACTIVE.
 */
export async function connectThroughApi(
  api: Api,
  candidate: { email: string; session: { token: string } },
  firm: string,
): Promise<void> {
  sendInvitation(firm, candidate.email);
  const { token } = candidate.session;
  const { body } = await api.graphql<{
    candidateInvitations: { _id: string; companyName: string }[];
  }>(token, 'query { candidateInvitations(status: PENDING) { _id companyName } }');
  const invitation = body.data?.candidateInvitations.find((i) => i.companyName === firm);
  expect(invitation, `a pending invitation from ${firm}`).toBeDefined();
  const accepted = await api.graphql(
    token,
    `mutation($id: ID!, $key: ID!) {
      updateCandidateInvitation(id: $id, status: ACCEPTED, clientMutationId: $key) { status } }`,
    { id: invitation!._id, key: randomUUID() },
  );
  expect(accepted.body.errors, JSON.stringify(accepted.body.errors)).toBeUndefined();
}
