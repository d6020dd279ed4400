/** Steps that many server tests share: register, read the mailbox, confirm, sign in, GraphQL. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OutboxMail } from '../mail/outbox.ts';

export const STRONG_PASSWORD = 'Str0ng!Pass';
export const OTHER_STRONG_PASSWORD = 'An0ther#Pass';

let counter = 0;
export const uniqueEmail = (label = 'candidate') =>
  `${label}.${Date.now()}.${++counter}@example.com`;

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    industryContext: 'law',
    termsAndPrivacyAgreed: true,
    ...overrides,
  };
}

export const post = (app: FastifyInstance, url: string, payload?: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const response = await post(app, '/auth/register', body);
  expect(response.statusCode, response.body).toBe(200);
  return { email: String(body.email).toLowerCase(), password: String(body.password), response };
}

export async function mailbox(app: FastifyInstance, to?: string): Promise<OutboxMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/dev/mailbox.json',
    query: to ? { to } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

export async function latestLink(app: FastifyInstance, to: string): Promise<URL> {
  const [mail] = await mailbox(app, to);
  expect(mail, `no mail for ${to}`).toBeDefined();
  return new URL(mail!.links[0]!);
}

export async function confirmLatest(
  app: FastifyInstance,
  email: string,
): Promise<LightMyRequestResponse> {
  const link = await latestLink(app, email);
  return post(app, '/auth/confirm-email-auth', {
    email,
    confirmationId: link.searchParams.get('id'),
  });
}

/** A registered, confirmed candidate and a session token. */
export async function signedInCandidate(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const { email, password } = await register(app, overrides);
  const confirmed = await confirmLatest(app, email);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { userId, token } = confirmed.json<{ userId: string; token: string }>();
  return { email, password, userId, token };
}

export const graphql = (
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) => post(app, '/api/graphql', { query, variables }, token);
