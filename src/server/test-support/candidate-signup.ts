/**
 * A confirmed candidate, made as a person makes one, over HTTP against a running server whose dev
 * mailbox is on: POST /auth/register, the link of the confirmation mail from GET /dev/mailbox.json,
 * POST /auth/confirm-email-auth (which signs them in). For the tests and benchmarks that start the
 * real server (in-process tests have flows.ts).
 */
import { randomUUID } from 'node:crypto';

export interface SignUpDetails {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

export interface SignedUpCandidate {
  email: string;
  password: string;
  userId: string;
  token: string;
}

/** Signs a candidate up on the server at `base`; throws with the answer when a step is refused. */
export async function signUpCandidate(
  base: string,
  details: SignUpDetails = {},
): Promise<SignedUpCandidate> {
  const email = details.email ?? `candidate.${randomUUID()}@example.com`;
  const password = details.password ?? 'Str0ng!Pass-bench';
  const post = async (url: string, body: unknown) => {
    const response = await fetch(new URL(url, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text}`);
    return text;
  };
  await post('/auth/register', {
    email,
    password,
    firstName: details.firstName ?? 'Bench',
    lastName: details.lastName ?? 'Mark',
    industryContext: 'none',
    termsAndPrivacyAgreed: true,
  });
  const mailbox = await fetch(new URL(`/dev/mailbox.json?to=${encodeURIComponent(email)}`, base));
  const mails = (await mailbox.json()) as { links: string[] }[];
  const link = mails[0]?.links[0];
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const confirmationId = new URL(link).searchParams.get('id');
  const confirmed = await post('/auth/confirm-email-auth', { email, confirmationId });
  const { userId, token } = JSON.parse(confirmed) as { userId: string; token: string };
  return { email, password, userId, token };
}
