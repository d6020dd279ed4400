import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, setSession } from '../session.ts';
import { QUERY_MAX_RETRIES_WHEN_ASKED } from '../outbox/backoff.ts';
import { NetworkError } from './errors.ts';
import { parse } from 'graphql';
import { GraphQLRequestError, gqlRequest, sendOutboxEntry } from './graphql.ts';

const entry = {
  id: 'entry-1',
  userId: 'u1',
  operation: 'SetAccountType',
  document:
    'mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) { setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) { id accountType } }',
  variables: { accountType: 'CAMPUS' },
  createdAt: 0,
  createdAtPerf: 0,
  attempts: 0,
  nextAttemptAt: 0,
  seq: 1,
};
const signal = new AbortController().signal;

function answer(status: number, body: unknown) {
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

beforeEach(() => setSession({ token: 'tok', userId: 'u1' }));
afterEach(() => {
  vi.unstubAllGlobals();
  void clearSession();
});

describe('sendOutboxEntry', () => {
  it('sends the document with the entry id as clientMutationId and the bearer token', async () => {
    const fetchMock = answer(200, {
      data: { setAccountType: { id: 'u1', accountType: 'CAMPUS' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendOutboxEntry(entry, { signal })).resolves.toEqual({
      setAccountType: { id: 'u1', accountType: 'CAMPUS' },
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      variables: { accountType: 'CAMPUS', clientMutationId: 'entry-1' },
    });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
  });

  it('gives a refused input a 4xx status the outbox keeps', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, {
        data: null,
        errors: [{ message: 'No.', extensions: { code: 'ACCOUNT_TYPE_ALREADY_SET' } }],
      }),
    );
    const error = await sendOutboxEntry(entry, { signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ status: 422, code: 'ACCOUNT_TYPE_ALREADY_SET', message: 'No.' });
  });

  it('turns no answer into a NetworkError without status (retried)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await sendOutboxEntry(entry, { signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toHaveProperty('status');
  });

  it('treats UNAUTHORIZED as 401 and clears the session outside the public pages', async () => {
    window.history.replaceState(null, '', '/');
    vi.stubGlobal(
      'fetch',
      answer(401, {
        data: null,
        errors: [{ message: 'UNAUTHORIZED', extensions: { code: 'UNAUTHORIZED' } }],
      }),
    );
    const error = await sendOutboxEntry(entry, { signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });
});

describe('Retry-After', () => {
  it("a 503 while the database is away carries the server's wait to the outbox", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              data: null,
              errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
            }),
            { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } },
          ),
        ),
      ),
    );
    const refused = await sendOutboxEntry(entry, { signal }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphQLRequestError);
    expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterMs: 2000 });
  });
});

describe('gqlRequest whileBusy', () => {
  const document = parse(
    'mutation Start($clientMutationId: ID!) { start(clientMutationId: $clientMutationId) }',
  );
  const busy = () =>
    new Response(
      JSON.stringify({
        data: null,
        errors: [{ message: 'busy', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      }),
      { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } },
    );
  const served = () =>
    new Response(JSON.stringify({ data: { start: 'ok' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });

  /** Sends once through fetch answers `answers` in turn; returns the outcome and when each call came. */
  async function send(answers: Response[], whileBusy: boolean) {
    vi.useFakeTimers();
    try {
      const calls: { at: number; body: unknown }[] = [];
      const start = Date.now();
      vi.stubGlobal(
        'fetch',
        vi.fn((_url: string, init: RequestInit) => {
          calls.push({ at: Date.now() - start, body: JSON.parse(init.body as string) });
          return Promise.resolve(answers.shift() ?? served());
        }),
      );
      const outcome = gqlRequest(document, { clientMutationId: 'k1' }, { whileBusy }).then(
        (data) => ({ data }),
        (error: unknown) => ({ error }),
      );
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      return { outcome: await outcome, calls };
    } finally {
      vi.useRealTimers();
    }
  }

  it('sends again, with the same variables, while the server answers 503 with Retry-After', async () => {
    const { outcome, calls } = await send([busy(), busy(), busy(), busy()], true);
    expect(outcome).toEqual({ data: { start: 'ok' } });
    expect(calls).toHaveLength(5);
    for (let i = 1; i < calls.length; i++) {
      expect(calls[i]!.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(2_000);
      expect(calls[i]!.body).toEqual(calls[0]!.body);
    }
  });

  it('fails at once without it, and after the query retry limit with it', async () => {
    const once = await send([busy()], false);
    expect(once.calls).toHaveLength(1);
    expect(once.outcome).toMatchObject({ error: { status: 503 } });
    const always = await send(Array.from({ length: 20 }, busy), true);
    expect(always.calls).toHaveLength(1 + QUERY_MAX_RETRIES_WHEN_ASKED);
    expect(always.outcome).toMatchObject({ error: { status: 503 } });
  });
});
