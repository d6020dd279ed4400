/**
 * Errors raised on purpose. Anything else that reaches an error handler is a bug: logged, and
 * answered with a generic message (REST 500, GraphQL masked).
 */
import type { GraphQLErrorCode } from '../domain/api-messages.ts';

/** A REST answer other than success: status and the JSON body the contract names. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { message: string } & Record<string, unknown>,
    /** Response headers that belong to the answer (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, { message, ...extra });

/** An error whose code and message the candidate may see (GraphQL `extensions.code`). */
export class UserFacingError extends Error {
  constructor(
    readonly code: GraphQLErrorCode,
    message: string,
    /** HTTP status of a GraphQL answer carrying this error (401 for UNAUTHORIZED). */
    readonly statusCode = 200,
  ) {
    super(message);
    this.name = 'UserFacingError';
  }
}

/**
 * The server refuses to start for a reason the operator can fix (a setting, a cluster another
 * server owns); its message says what to do, so the start prints it without a stack trace.
 */
export class StartupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupRefusal';
  }
}

/** The mail could not be handed to the SMTP server; nothing was written (503). */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('Mail delivery failed', { cause });
    this.name = 'MailDeliveryError';
  }
}
