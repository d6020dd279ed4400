/**
 * What a failed send means for its entry: try again later ('retry') or stop and show the server's
 * refusal to the candidate ('permanent'). Works with graphql-request's `ClientError` (`response`
 * with `status` and GraphQL `errors`), with errors carrying `status` / `statusCode`, and with the
 * `TypeError` that `fetch` throws when there is no network.
 *
 * - no answer (network error, timeout, abort, anything without a status): retry; only the server's
 *   word makes a write fail, so a bug on our side never drops one.
 * - 5xx: retry.
 * - 4xx: permanent, except the ones that say "not now" rather than "no": 401 (the session expired;
 *   nothing is sent without a session, and the same user's writes go out after they sign in again),
 *   408 (timeout), 409 (the same clientMutationId is being processed: src/server/README.md, a
 *   GraphQL write), 425 and 429 (too early / too many requests).
 * - GraphQL errors in a 2xx answer: permanent (the server refused the write), unless every error is
 *   one of the transient codes below (a masked internal error, the database out of reach).
 */

import type { GraphQLErrorCode } from '../../../domain/api-messages.ts';

export type SendErrorKind = 'retry' | 'permanent';

const RETRYABLE_4XX = new Set([401, 408, 409, 425, 429]);
// Codes the server emits (GRAPHQL_ERROR_CODES); a missing session is a 401 (UNAUTHORIZED), above.
const RETRYABLE_GRAPHQL_CODES = new Set<string>([
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
] satisfies GraphQLErrorCode[]);

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { code?: unknown } | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The HTTP status an error carries (`status`, `statusCode`, or graphql-request's `response.status`). */
export function errorStatus(error: unknown): number | undefined {
  if (!isObject(error)) return undefined;
  for (const candidate of [
    error.status,
    error.statusCode,
    isObject(error.response) ? error.response.status : undefined,
  ]) {
    if (typeof candidate === 'number' && Number.isFinite(candidate) && candidate > 0)
      return candidate;
  }
  return undefined;
}

/** The GraphQL `errors` of the answer, if it had any. */
export function graphQLErrors(error: unknown): GraphQLErrorLike[] | undefined {
  if (!isObject(error)) return undefined;
  const source = isObject(error.response) ? error.response.errors : error.errors;
  if (!Array.isArray(source) || source.length === 0) return undefined;
  return source.filter(isObject);
}

function isTransientGraphQLError(e: GraphQLErrorLike): boolean {
  const code = e.extensions?.code;
  return typeof code === 'string' && RETRYABLE_GRAPHQL_CODES.has(code);
}

/**
 * How long the server asked us to wait before trying again (its `Retry-After`, carried by the API
 * clients' errors as `retryAfterMs`), if it said.
 */
export function errorRetryAfterMs(error: unknown): number | undefined {
  if (!isObject(error)) return undefined;
  const wait = error.retryAfterMs;
  return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? wait : undefined;
}

export function classifySendError(error: unknown): SendErrorKind {
  const status = errorStatus(error);
  if (status !== undefined) {
    if (status >= 500) return 'retry';
    if (status >= 400) return RETRYABLE_4XX.has(status) ? 'retry' : 'permanent';
  }
  const errors = graphQLErrors(error);
  if (errors) return errors.every(isTransientGraphQLError) ? 'retry' : 'permanent';
  // A 2xx/3xx "error" without GraphQL errors is not a refusal we understand: try again.
  return 'retry';
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (isObject(parsed) && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON
  }
  return undefined;
}

/** A short, candidate-facing description of the failure: the server's own words when it has some. */
export function describeSendError(error: unknown): { status?: number; message: string } {
  const status = errorStatus(error);
  const withStatus = (message: string) =>
    status === undefined ? { message } : { status, message };

  const errors = graphQLErrors(error);
  const messages = errors
    ?.map((e) => (typeof e.message === 'string' ? e.message.trim() : ''))
    .filter((m) => m !== '');
  if (messages && messages.length > 0) return withStatus([...new Set(messages)].join(' '));

  if (isObject(error) && isObject(error.response)) {
    const response = error.response;
    if (typeof response.message === 'string' && response.message !== '') {
      return withStatus(response.message);
    }
    const fromBody = bodyMessage(response.body);
    if (fromBody) return withStatus(fromBody);
  }
  if (isObject(error) && isObject(error.body) && typeof error.body.message === 'string') {
    return withStatus(error.body.message);
  }
  if (status === undefined) {
    if (error instanceof TypeError) return { message: 'No connection to the server.' };
    if (isObject(error) && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
      return { message: 'The server did not answer in time.' };
    }
  }
  if (status !== undefined && status >= 500) return withStatus('The server had a problem.');
  if (error instanceof Error && error.message !== '') return withStatus(error.message);
  return withStatus(
    status === undefined ? 'The change could not be sent.' : `The server answered ${status}.`,
  );
}
