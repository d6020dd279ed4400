/**
 * The server's own API, used by tests to do the boring parts fast (make and confirm an account,
 * sign in, set an account type) and to check what the server holds after the UI has acted. Every
 * call is a real request to the real server (src/server/routes/README.md and
 * src/server/graphql/README.md).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { IndustryContextId } from '../../src/domain/constants.ts';
import { makeCandidateData, uniqueEmail, type CandidateData } from './data.ts';
import { Mailbox, mailSubjects, type Mail } from './mailbox.ts';

export type AccountType = 'CAMPUS' | 'LATERAL';
/** The registration's industry, one of the seeded contexts (GET /auth/industry-contexts). */
export type IndustryContext = IndustryContextId;

export interface Session {
  userId: string;
  token: string;
}

/** A registered candidate; `session` is set once they have confirmed (or signed in). */
export interface Candidate extends CandidateData {
  session?: Session;
}

export interface ContactInfoVariables {
  secondaryEmail: string;
  linkedInUrl?: string | null;
  phoneNumber?: string | null;
  phoneNumberLocale?: string | null;
}

export interface ContactInfo {
  hasSecondaryContactInfo: boolean;
  secondaryEmail: string | null;
  secondaryEmailVerified: boolean;
  linkedInUrl: string | null;
  phoneNumber: string | null;
  phoneNumberLocale: string | null;
}

const CONTACT_INFO_FIELDS =
  'hasSecondaryContactInfo secondaryEmail secondaryEmailVerified linkedInUrl phoneNumber phoneNumberLocale';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function describe(response: APIResponse): Promise<string> {
  return `${response.url()} → ${response.status()} ${await response.text()}`;
}

export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly mailbox: Mailbox,
  ) {}

  /**
   * POST /auth/register; expects 200 and returns the candidate (not confirmed yet). The industry
   * context is 'none' unless given (e.g. 'law', which asks for a JD on the education page).
   */
  async register(
    overrides: Partial<CandidateData> = {},
    industryContext: IndustryContext = 'none',
  ): Promise<Candidate> {
    const candidate = makeCandidateData(overrides);
    const response = await this.request.post('/auth/register', {
      data: {
        email: candidate.email,
        password: candidate.password,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        industryContext,
        termsAndPrivacyAgreed: true,
      },
    });
    expect(response.status(), await describe(response)).toBe(200);
    return candidate;
  }

  /** The `id` of the newest confirmation link mailed to `email`. */
  async confirmationId(email: string): Promise<string> {
    const mail = await this.mailbox.waitFor(email, { subject: mailSubjects.confirmation });
    const id = Mailbox.link(mail, '/email-confirmed').searchParams.get('id');
    expect(id, 'the confirmation link carries an id').toBeTruthy();
    return id!;
  }

  /** POST /auth/confirm-email-auth with the mailed link's id; returns the new session. */
  async confirm(candidate: Candidate): Promise<Session> {
    const confirmationId = await this.confirmationId(candidate.email);
    const response = await this.request.post('/auth/confirm-email-auth', {
      data: { email: candidate.email, confirmationId },
    });
    expect(response.status(), await describe(response)).toBe(200);
    const session = (await response.json()) as Session;
    expect(session.token && session.userId, 'confirm answers {userId, token}').toBeTruthy();
    candidate.session = session;
    return session;
  }

  /** POST /auth/login; the raw response, for tests about failures. */
  async loginResponse(email: string, password: string): Promise<APIResponse> {
    return this.request.post('/auth/login', { data: { email, password } });
  }

  /** POST /auth/login; expects 200 and returns {userId, token}. */
  async login(email: string, password: string): Promise<Session> {
    const response = await this.loginResponse(email, password);
    expect(response.status(), await describe(response)).toBe(200);
    const body = (await response.json()) as Session;
    return { userId: body.userId, token: body.token };
  }

  /**
   * A registered, confirmed candidate with a session; optionally with an account type chosen and
   * an industry context (default 'none'). By default the first-run contact details are stored and
   * the secondary address verified, so the signed-in pages open without the "Before You Move On"
   * and "Verify Secondary Email" modals; `contactInfo: false` leaves them to the test.
   */
  async createCandidate(
    options: {
      accountType?: AccountType;
      contactInfo?: boolean;
      industryContext?: IndustryContext;
    } & Partial<CandidateData> = {},
  ): Promise<Candidate & { session: Session }> {
    const { accountType, contactInfo = true, industryContext, ...overrides } = options;
    const candidate = await this.register(overrides, industryContext);
    const session = await this.confirm(candidate);
    if (accountType) await this.setAccountType(session.token, accountType);
    if (contactInfo) await this.completeContactInfo(session);
    return { ...candidate, session };
  }

  /** `mutation SetSecondaryContactInfo` (the "Before You Move On" form's write); the raw answer. */
  async setSecondaryContactInfo(
    token: string,
    variables: ContactInfoVariables,
    clientMutationId = randomUUID(),
  ) {
    return this.graphql<{ setSecondaryContactInfo: ContactInfo }>(
      token,
      `mutation SetSecondaryContactInfo($secondaryEmail: String!, $linkedInUrl: String, $phoneNumber: String, $phoneNumberLocale: String, $clientMutationId: ID!) {
        setSecondaryContactInfo(secondaryEmail: $secondaryEmail, linkedInUrl: $linkedInUrl, phoneNumber: $phoneNumber, phoneNumberLocale: $phoneNumberLocale, clientMutationId: $clientMutationId) {
          ${CONTACT_INFO_FIELDS}
        }
      }`,
      { ...variables, clientMutationId },
    );
  }

  /** The `/add-secondary-email-confirmed` link of the newest verification mail to `email`. */
  async secondaryEmailLink(email: string, after?: readonly Mail[]): Promise<URL> {
    const mail = await this.mailbox.waitFor(email, {
      subject: mailSubjects.secondaryEmailVerification,
      after,
    });
    return Mailbox.link(mail, '/add-secondary-email-confirmed');
  }

  /**
   * What a candidate does on first sign-in, done through the API: stores the contact details (a
   * fresh personal address unless given) and verifies the address through the mailed link.
   * Returns the details as stored.
   */
  async completeContactInfo(
    session: Session,
    variables: Partial<ContactInfoVariables> = {},
  ): Promise<ContactInfo> {
    const secondaryEmail = variables.secondaryEmail ?? uniqueEmail('personal');
    const { status, body } = await this.setSecondaryContactInfo(session.token, {
      ...variables,
      secondaryEmail,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const link = await this.secondaryEmailLink(secondaryEmail);
    const response = await this.request.post('/auth/confirm-change-secondary-email-auth', {
      data: { email: link.searchParams.get('email'), id: link.searchParams.get('id') },
    });
    expect(response.status(), await describe(response)).toBe(200);
    return { ...body.data!.setSecondaryContactInfo, secondaryEmailVerified: true };
  }

  /** The user's contact fields (`query GetUser`). */
  async getContactInfo(token: string): Promise<ContactInfo> {
    const { status, body } = await this.graphql<{ user: ContactInfo }>(
      token,
      `query GetUser { user { ${CONTACT_INFO_FIELDS} } }`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.user;
  }

  /** POST /api/graphql with the bearer token. */
  async graphql<T>(
    token: string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ status: number; body: GraphQLResult<T> }> {
    const response = await this.request.post('/api/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status(), body: (await response.json()) as GraphQLResult<T> };
  }

  /** `query GetUser { user { accountType } }` and a few fields the screens show. */
  async getUser(token: string) {
    const { status, body } = await this.graphql<{
      user: { id: string; email: string; firstName: string; accountType: AccountType | null };
    }>(token, 'query GetUser { user { id email firstName accountType } }');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.user;
  }

  async setAccountType(token: string, accountType: AccountType, clientMutationId = randomUUID()) {
    const { status, body } = await this.graphql<{
      setAccountType: { id: string; accountType: AccountType };
    }>(
      token,
      `mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {
        setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) { id accountType }
      }`,
      { accountType, clientMutationId },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.setAccountType;
  }

  /** POST /resetPassword/requestUserPasswordReset?email=… (always 200). */
  async requestPasswordReset(email: string): Promise<void> {
    const response = await this.request.post(
      `/resetPassword/requestUserPasswordReset?email=${encodeURIComponent(email)}`,
    );
    expect(response.status(), await describe(response)).toBe(200);
  }
}
