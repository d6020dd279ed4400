/**
 * What GraphQL errors the client sees. Errors raised on purpose (UserFacingError) keep their code
 * and message; errors in the request itself (syntax, validation, variables, depth, aliases) keep
 * their message without field suggestions ("Did you mean …" describes the schema); anything else
 * is a bug: logged and masked.
 *
 * HTTP status: 503 with Retry-After when the database could not be reached (SERVICE_UNAVAILABLE:
 * the outbox sends the same request again; docs/decisions/023); 401 when the answer carries
 * UNAUTHORIZED (no, expired or revoked session), so the client's 401 handling sends the candidate
 * to sign in; 400 for a request that could not run; otherwise 200 as GraphQL over HTTP says.
 */
import type { ExecutionResult, GraphQLFormattedError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { apiMessages, type GraphQLErrorCode } from '../../domain/api-messages.ts';
import { isConnectionError, RETRY_AFTER_SECONDS } from '../db/availability.ts';
import { UserFacingError } from '../errors.ts';
import type { GraphQLContext } from './context.ts';

/** The id of the signed-in user, or an UNAUTHORIZED error. */
export function requireUser(ctx: GraphQLContext): string {
  if (!ctx.userId) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  return ctx.userId;
}

const SUGGESTIONS = /\s*Did you mean [^?]*\?/g;

interface ErrorLike {
  message: string;
  locations?: GraphQLFormattedError['locations'];
  path?: GraphQLFormattedError['path'];
  originalError?: unknown;
  statusCode?: unknown;
}

interface Formatted {
  error: GraphQLFormattedError;
  statusCode: number;
  masked?: unknown;
  /** The database could not be reached: the whole answer is a 503. */
  unavailable?: unknown;
}

const format = (e: ErrorLike, message: string, code: GraphQLErrorCode): GraphQLFormattedError => ({
  message,
  ...(e.locations ? { locations: e.locations } : {}),
  ...(e.path ? { path: e.path } : {}),
  extensions: { code },
});

/** A problem with the request itself: its status, when it says one (Mercurius' own errors). */
function requestErrorStatus(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function formatOne(e: ErrorLike): Formatted[] {
  const original = e.originalError;
  if (isConnectionError(original)) {
    return [
      {
        error: format(e, apiMessages.serviceUnavailable, 'SERVICE_UNAVAILABLE'),
        statusCode: 503,
        unavailable: original,
      },
    ];
  }
  // Mercurius wraps validation and depth errors in one error carrying the list.
  const wrapped = (original as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(wrapped)) {
    const status = requestErrorStatus(original) ?? 400;
    return (wrapped as ErrorLike[]).map((inner) => ({
      error: format(inner, String(inner.message).replace(SUGGESTIONS, ''), 'BAD_USER_INPUT'),
      statusCode: status,
    }));
  }
  if (original instanceof UserFacingError) {
    return [{ error: format(e, original.message, original.code), statusCode: original.statusCode }];
  }
  if ((original === undefined || original === null) && !e.path) {
    // Raised by graphql itself while reading the request (syntax, validation, variables); an error
    // with a path comes from running a field (say, null for a non-null field): a bug, masked below.
    return [
      { error: format(e, e.message.replace(SUGGESTIONS, ''), 'BAD_USER_INPUT'), statusCode: 400 },
    ];
  }
  const status = requestErrorStatus(original);
  if (status !== null && /^(MER|FST)_ERR_/.test(String((original as { code?: unknown }).code))) {
    return [
      {
        error: format(e, e.message.replace(SUGGESTIONS, ''), 'BAD_USER_INPUT'),
        statusCode: status,
      },
    ];
  }
  return [
    {
      error: format(e, apiMessages.serverError, 'INTERNAL_SERVER_ERROR'),
      statusCode: 200,
      masked: original ?? e,
    },
  ];
}

export function graphqlErrorFormatter(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
): {
  statusCode: number;
  response: { data: ExecutionResult['data'] | null; errors: GraphQLFormattedError[] };
} {
  const formatted = execution.errors.flatMap((e) => formatOne(e as unknown as ErrorLike));
  const log = context.reply?.log ?? context.app.log;
  for (const f of formatted) if (f.masked) log.error({ err: f.masked }, 'unexpected GraphQL error');

  const unavailable = formatted.find((f) => f.unavailable);
  const data = unavailable ? null : (execution.data ?? null);
  let statusCode = 200;
  if (unavailable) {
    // The client sends the whole request again: a write either rolled back or, if it committed,
    // answers the replay from its idempotency key.
    context.app.databaseAvailability.markDown(unavailable.unavailable);
    context.reply?.header('retry-after', String(RETRY_AFTER_SECONDS));
    context.reply?.header('cache-control', 'no-store');
    statusCode = 503;
  } else if (formatted.some((f) => f.error.extensions?.code === 'UNAUTHORIZED')) statusCode = 401;
  else if (data === null)
    statusCode = Math.max(200, ...formatted.map((f) => (f.masked ? 200 : f.statusCode)));
  return { statusCode, response: { data, errors: formatted.map((f) => f.error) } };
}
