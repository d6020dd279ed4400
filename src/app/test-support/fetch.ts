/**
 * For component tests: the global fetch replaced by `handler`, which answers each request with a
 * status and a JSON body, as the server's API would. Returns the mock, to read the calls made.
 * Undo with `vi.unstubAllGlobals()` (in afterEach).
 */
import { vi } from 'vitest';

export type JsonHandler = (url: string, init?: RequestInit) => [status: number, body: unknown];

export function serveJson(handler: JsonHandler) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const [status, body] = handler(url, init);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
