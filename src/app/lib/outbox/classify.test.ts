import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { classifySendError, describeSendError } from './classify.ts';

function clientError(
  status: number,
  errors?: Array<{ message: string; extensions?: object }>,
  body = '',
) {
  return new ClientError(
    {
      status,
      headers: new Headers(),
      body,
      data: undefined,
      errors,
    } as unknown as ConstructorParameters<typeof ClientError>[0],
    { query: 'mutation X { x }' },
  );
}

describe('classifySendError', () => {
  it('retries when there was no answer (fetch TypeError, abort, timeout, unknown)', () => {
    expect(classifySendError(new TypeError('Failed to fetch'))).toBe('retry');
    expect(classifySendError(new DOMException('aborted', 'AbortError'))).toBe('retry');
    expect(classifySendError(new Error('something odd'))).toBe('retry');
    expect(classifySendError(undefined)).toBe('retry');
  });

  it('retries 5xx answers', () => {
    expect(classifySendError({ status: 500 })).toBe('retry');
    expect(classifySendError({ status: 503 })).toBe('retry');
    expect(classifySendError(clientError(502))).toBe('retry');
  });

  it('marks 4xx answers permanent', () => {
    expect(classifySendError({ status: 400, message: 'bad' })).toBe('permanent');
    expect(classifySendError({ statusCode: 403 })).toBe('permanent');
    expect(classifySendError(clientError(422))).toBe('permanent');
    expect(classifySendError(clientError(404))).toBe('permanent');
  });

  it('retries the 4xx answers that mean "not now": 401, 408, 409, 425, 429', () => {
    for (const status of [401, 408, 409, 425, 429]) {
      expect(classifySendError({ status })).toBe('retry');
    }
  });

  it('marks GraphQL errors in a 200 answer permanent', () => {
    expect(
      classifySendError(
        clientError(200, [
          { message: 'The section is closed.', extensions: { code: 'SECTION_CLOSED' } },
        ]),
      ),
    ).toBe('permanent');
    expect(classifySendError({ errors: [{ message: 'Invalid' }] })).toBe('permanent');
  });

  it('retries GraphQL errors that are all transient (masked internal error)', () => {
    expect(
      classifySendError(
        clientError(200, [
          { message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ]),
      ),
    ).toBe('retry');
    expect(
      classifySendError(
        clientError(200, [
          { message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          { message: 'Bad phone', extensions: { code: 'BAD_USER_INPUT' } },
        ]),
      ),
    ).toBe('permanent');
  });
});

describe('describeSendError', () => {
  it("gives the server's GraphQL messages", () => {
    expect(
      describeSendError(
        clientError(200, [{ message: 'The section is closed.' }, { message: 'Too late.' }]),
      ),
    ).toEqual({ status: 200, message: 'The section is closed. Too late.' });
  });

  it("gives a REST body's message", () => {
    expect(
      describeSendError(clientError(400, undefined, JSON.stringify({ message: 'Bad input' }))),
    ).toEqual({
      status: 400,
      message: 'Bad input',
    });
    expect(describeSendError({ status: 403, body: { message: 'Not yours' } })).toEqual({
      status: 403,
      message: 'Not yours',
    });
  });

  it('describes a missing connection without a status', () => {
    expect(describeSendError(new TypeError('Failed to fetch'))).toEqual({
      message: 'No connection to the server.',
    });
  });

  it('describes a 5xx without leaking internals', () => {
    expect(describeSendError({ status: 500, message: 'relation "x" does not exist' })).toEqual({
      status: 500,
      message: 'The server had a problem.',
    });
  });
});
