/**
 * POST /auth/register: validates the form (shared schema and password rules), creates the user and
 * the first confirmation link in one transaction, and mails the link. A failure writes nothing.
 */
import { apiMessages } from '../../../domain/api-messages.ts';
import { registerInputSchema } from '../../../domain/auth-schemas.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import { messages } from '../../../domain/messages.ts';
import { passwordSuggestions } from '../../../domain/password-rules.ts';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { industryContextExists, isEmailInUse } from '../users/users.ts';
import { issueEmailConfirmation } from './email-confirmation.ts';
import { hashPassword } from './passwords.ts';

export interface RegistrationResult {
  token: null;
  redirectUrl: string;
}

/** A 400 in the contract's shape: `feedback` lists the password rules that fail, if any. */
const registrationError = (message: string, feedback: string[] = []) =>
  badRequest(message, { feedback });

export async function registerCandidate(
  services: Services,
  body: unknown,
  remoteIp: string,
): Promise<RegistrationResult> {
  const parsed = registerInputSchema.safeParse(body);
  const password = (body as { password?: unknown } | null)?.password;
  const weakPasswordFeedback = passwordSuggestions(typeof password === 'string' ? password : '');
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const message = first && first.path.length > 0 ? first.message : apiMessages.invalidRequest;
    throw registrationError(message, weakPasswordFeedback);
  }
  const input = parsed.data;
  if (weakPasswordFeedback.length > 0)
    throw registrationError(messages.passwordInvalid, weakPasswordFeedback);

  if (!(await services.botCheck.verify(input.token, remoteIp)))
    throw registrationError(messages.botCheckUnavailable);

  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password); // before the transaction: keep it short

  const { requestId } = await services.db
    .transaction(async (tx) => {
      if (!(await industryContextExists(tx, input.industryContext)))
        throw registrationError(messages.industryInvalid);
      if (await isEmailInUse(tx, email)) throw registrationError(apiMessages.emailTaken);
      const now = new Date();
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          industryContextId: input.industryContext,
          termsAgreedAt: now,
          utm: input.utm ?? null,
          autopilotSessionId: input.autopilotSessionId ?? null,
          invitationCode: input.invitationCode ?? null,
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      return issueEmailConfirmation(tx, services, user!, input.invitationCode ?? null);
    })
    .catch((error: unknown) => {
      // Two registrations of one address at once: the unique index decides.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION)
        throw registrationError(apiMessages.emailTaken);
      throw error;
    });

  const redirect = new URLSearchParams({ email, requestId });
  if (input.invitationCode) redirect.set('code', input.invitationCode);
  return { token: null, redirectUrl: `/registration-thank-you?${redirect.toString()}` };
}
