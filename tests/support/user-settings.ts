/**
 * User Settings as a candidate sees it (/user-settings): its sections by heading, and the e-mail
 * change done through the API (VerifyUserPassword then InitiateChangeEmail in one session) for
 * tests that start from a change in progress. The mails are read from the dev mailbox.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Api, Session } from './api.ts';
import { withDatabase } from './database.ts';
import { Mailbox, type Mail } from './mailbox.ts';

/** The subject of the mail to a new sign-in address (loosely: its wording is not the spec's). */
export const emailChangeSubject = /new sign-in email/i;

/** A section of the page, found by its h2. */
export const settingsSection = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

/** The `/change-email-confirmed` link of the newest e-mail change mail to `email`. */
export async function emailChangeLink(
  mailbox: Mailbox,
  email: string,
  after?: readonly Mail[],
): Promise<URL> {
  const mail = await mailbox.waitFor(email, { subject: emailChangeSubject, after });
  return Mailbox.link(mail, '/change-email-confirmed');
}

/** Starts a change of the sign-in address through the API, as the wizard does. */
export async function startEmailChange(
  api: Api,
  session: Session,
  password: string,
  newEmail: string,
): Promise<void> {
  const verify = await api.graphql<{ verifyUserPassword: { verified: boolean } }>(
    session.token,
    `mutation VerifyUserPassword($password: String!, $clientMutationId: ID!) {
      verifyUserPassword(password: $password, clientMutationId: $clientMutationId) { verified }
    }`,
    { password, clientMutationId: randomUUID() },
  );
  expect(verify.body.data?.verifyUserPassword.verified, JSON.stringify(verify.body)).toBe(true);
  const initiate = await api.graphql<{ initiateChangeEmail: { id: string } }>(
    session.token,
    `mutation InitiateChangeEmail($email: String!, $clientMutationId: ID!) {
      initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) { id }
    }`,
    { email: newEmail, clientMutationId: randomUUID() },
  );
  expect(initiate.body.errors, JSON.stringify(initiate.body.errors)).toBeUndefined();
}

/** The user's stored name and privacy setting, straight from the database. */
export async function storedNameAndVisibility(userId: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ first_name: string; last_name: string; visibility: string }>(
      'SELECT first_name, last_name, visibility FROM users WHERE id = $1',
      [userId],
    );
    return rows[0];
  });
}
