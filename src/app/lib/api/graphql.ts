/**
 * The GraphQL client: graphql-request at `/api/graphql` with the bearer token of the session
 * (spec section 7). Every failure becomes a `GraphQLRequestError` carrying an HTTP-like `status`
 * (401 for UNAUTHORIZED, 400 for a refused input, the HTTP status otherwise) so that callers and
 * the outbox can classify it; no answer at all is a `NetworkError` (no status).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient } from 'graphql-request';
import { apiMessages } from '../../../domain/api-messages.ts';
import { SERVER_TIME_HEADER } from '../../../domain/server-time-header.ts';
import { POLL_REQUEST_HEADER, SESSION_ENDED_HEADER } from '../../../domain/session-headers.ts';
import { getToken, getUserId } from '../session.ts';
import { backoffDelayMs, queryRetryLimit, retryAfterMs } from '../outbox/backoff.ts';
import type { SendBatchFn, SendFn } from '../outbox/types.ts';
import { batchRequest, outcomesOf, sentVariables, type BatchRequest } from './batch-request.ts';
import { handleUnauthorized, NetworkError } from './errors.ts';
import { serverClock } from './server-clock.ts';

export const GRAPHQL_PATH = '/api/graphql';

export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  /** HTTP-like: 401 unauthorized, 4xx refused (kept by the outbox), 5xx retried. */
  readonly status: number;
  /** The first error's `extensions.code`, when the server gave one. */
  readonly code: string | undefined;
  /** The answer's `Retry-After` (a 503 while the database is away, a 429), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, status: number, code?: string, retryAfterMs?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * fetch, with "no answer" turned into a NetworkError so it is told apart from refusals. Each
 * answer tells the server's time (server-clock.ts).
 */
const fetchOrNetworkError: typeof fetch = async (input, init) => {
  const sentAt = performance.now();
  try {
    const response = await fetch(input, init);
    serverClock.observe(response.headers.get(SERVER_TIME_HEADER), sentAt);
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
};

let client: GraphQLClient | undefined;

function getClient(): GraphQLClient {
  client ??= new GraphQLClient(new URL(GRAPHQL_PATH, window.location.origin).toString(), {
    fetch: fetchOrNetworkError,
    credentials: 'same-origin',
    headers: (): Record<string, string> => {
      const token = getToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  });
  return client;
}

/**
 * `extensions.code` (src/domain/api-messages.ts) → the HTTP status it behaves like. The outbox
 * retries 401, 408, 409, 425, 429 and 5xx and keeps other 4xx: a refusal that will never change
 * (a different body under a used key, an account type set already) is 422, not 409.
 */
const CODE_STATUS: Record<string, number> = {
  UNAUTHORIZED: 401,
  BAD_USER_INPUT: 400,
  IDEMPOTENCY_CONFLICT: 422,
  ACCOUNT_TYPE_ALREADY_SET: 422,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  TRY_AGAIN: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** The error an answer with this first GraphQL error and HTTP status means (see CODE_STATUS). */
function requestErrorOf(
  first: { message?: string; extensions?: { code?: unknown } | null } | undefined,
  httpStatus: number,
  headers?: Headers,
): GraphQLRequestError {
  const extensionCode = first?.extensions?.code;
  const code =
    typeof extensionCode === 'string'
      ? extensionCode
      : first?.message === apiMessages.unauthorized
        ? apiMessages.unauthorized
        : undefined;
  const status =
    httpStatus === 401 || code === 'UNAUTHORIZED'
      ? 401
      : httpStatus >= 400
        ? httpStatus
        : ((code === undefined ? undefined : CODE_STATUS[code]) ?? 400); // a 200 with errors: refused
  const message = first?.message ?? `GraphQL request failed with status ${httpStatus}`;
  return new GraphQLRequestError(message, status, code, retryAfterMs(headers?.get('retry-after')));
}

const toRequestError = (error: ClientError): GraphQLRequestError =>
  requestErrorOf(error.response.errors?.[0], error.response.status, error.response.headers);

function rethrow(error: unknown): never {
  if (error instanceof ClientError) {
    const requestError = toRequestError(error);
    if (requestError.status === 401) {
      handleUnauthorized(error.response.headers?.get(SESSION_ENDED_HEADER));
    }
    throw requestError;
  }
  throw error;
}

export interface GqlRequestOptions {
  /**
   * A request the app makes on its own (a poll): it does not keep the session alive
   * (POLL_REQUEST_HEADER, docs/decisions/050).
   */
  poll?: boolean;
  /**
   * A write the page sends at once, outside the outbox, and waits for (provisioning, Start): while
   * the server answers 503 with `Retry-After` (busy, or its database away: docs/decisions/064 and
   * 066) it is sent again with the same variables, as a query would be, never sooner than asked;
   * any other failure is the caller's at once.
   */
  whileBusy?: boolean;
}

/** Runs a typed document (from `graphql()` in `src/app/gql`) and returns its data. */
export async function gqlRequest<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  { poll = false, whileBusy = false }: GqlRequestOptions = {},
): Promise<TResult> {
  for (let retries = 0; ; retries++) {
    try {
      return await getClient().request<TResult>({
        document,
        variables,
        requestHeaders: poll ? { [POLL_REQUEST_HEADER]: '1' } : undefined,
      });
    } catch (error) {
      const refusal = whileBusy && error instanceof ClientError ? toRequestError(error) : undefined;
      const asked = refusal?.status === 503 ? refusal.retryAfterMs : undefined;
      if (asked === undefined || retries >= queryRetryLimit(asked)) return rethrow(error);
      await new Promise((resolve) =>
        setTimeout(resolve, backoffDelayMs(retries + 1, Math.random, asked)),
      );
    }
  }
}

/**
 * An entry is sent only with its own user's session: checked in the same task as the request reads
 * the token, so a sign-in of someone else in another tab can never send it under their account
 * (docs/decisions/050). Otherwise it waits, as after a 401.
 */
function checkSentAsItsUser(entries: readonly { userId: string }[]): void {
  const userId = getUserId();
  if (entries.some((entry) => entry.userId !== userId)) {
    throw new GraphQLRequestError(apiMessages.unauthorized, 401, 'UNAUTHORIZED');
  }
}

/**
 * The outbox's `send` (lib/outbox): runs an entry's printed document with what it sends
 * (batch-request.ts `sentVariables`). Errors keep their `status`, so the outbox retries network
 * errors and 5xx and keeps 4xx for the candidate.
 */
export const sendOutboxEntry: SendFn = async (entry, { signal }) => {
  checkSentAsItsUser([entry]);
  try {
    return await getClient().request<unknown>({
      document: entry.document,
      variables: sentVariables(entry),
      signal,
    });
  } catch (error) {
    return rethrow(error);
  }
};

/**
 * The outbox's `sendBatch` (lib/outbox/types.ts SendBatchFn): the entries as aliased fields of one
 * mutation (batch-request.ts). A field's error becomes what sending its entry alone would have
 * thrown (such an answer is a 200 then); an answer about the request itself (401, 503, a document
 * refused, no answer) is thrown as `sendOutboxEntry` would throw it.
 */
export const sendOutboxBatch: SendBatchFn = async (entries, { signal }) => {
  let request: BatchRequest;
  try {
    request = batchRequest(entries);
  } catch (error) {
    // Never expected (write-registry.test.ts): refused as a whole, so each goes alone.
    throw new GraphQLRequestError(String(error), 400);
  }
  checkSentAsItsUser(entries);
  try {
    const data = await getClient().request<Record<string, unknown>>({
      document: request.document,
      variables: request.variables,
      signal,
    });
    return outcomesOf(request, data, [], () => undefined)!;
  } catch (error) {
    if (error instanceof ClientError && error.response.status < 300) {
      const outcomes = outcomesOf(
        request,
        error.response.data as Record<string, unknown> | null | undefined,
        error.response.errors ?? [],
        (fieldError) => requestErrorOf(fieldError, 200),
      );
      if (outcomes) return outcomes;
    }
    return rethrow(error);
  }
};
