import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_MAX_BODY_BYTES } from '../../domain/constants.ts';
import { hasLoneSurrogate } from '../../domain/unicode.ts';
import { reportError } from './error-reporting.ts';

afterEach(() => vi.unstubAllGlobals());

describe('reportError', () => {
  it('sends a report that fits the server limit, with no lone surrogate', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const error = new Error(`broken \ud83d emoji ${'é'.repeat(3000)}`);
    error.stack = `Error: broken\n${'    at somewhere (app.js:1:1) ✓\n'.repeat(2000)}`;
    reportError(error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/client/error');
    const body = init.body as string;
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(CLIENT_ERROR_MAX_BODY_BYTES);
    const sent = JSON.parse(body) as { errorMsg: string; info: { stack?: string } };
    // JSON.stringify writes a lone surrogate as an escape, which the server would read back.
    expect(body).not.toMatch(/\\ud[89a-f]/i);
    expect(hasLoneSurrogate(sent.errorMsg)).toBe(false);
    expect(sent.errorMsg).toContain('broken \uFFFD emoji');
    expect(sent.info.stack).toMatch(/^Error: broken/);
  });
});
