/**
 * The REST client (spec section 7): a typed wrapper over `fetch` that sends JSON, adds the bearer
 * token when there is a session, and returns the parsed answer or throws `ApiError {status, body}`
 * (or `NetworkError` when nothing came back).
 */
import { SESSION_ENDED_HEADER } from '../../../domain/session-headers.ts';
import { getToken } from '../session.ts';
import { ApiError, handleUnauthorized, NetworkError } from './errors.ts';

export interface RestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Added to the URL, each value encoded; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Keep the request alive while the page unloads (error reports, logout). */
  keepalive?: boolean;
}

function urlOf(path: string, query: RestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends the request with the session's token; the response when it is ok, else throws. */
async function send(
  path: string,
  options: RestOptions,
  accept: string,
  cache?: RequestCache,
): Promise<Response> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    query,
    signal,
    keepalive,
  } = options;
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache,
      signal,
      keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized(response.headers.get(SESSION_ENDED_HEADER));
    throw new ApiError(response.status, await parseBody(response));
  }
  return response;
}

export async function rest<T>(path: string, options: RestOptions = {}): Promise<T> {
  return (await parseBody(await send(path, options, 'application/json'))) as T;
}

/**
 * A file the server makes (the resume, the candidate's data): the response itself, for its body
 * and its headers; refusals throw as `rest` does.
 */
export const restFile = (path: string): Promise<Response> => send(path, {}, '*/*', 'no-store');

export const restGet = <T>(path: string, options?: Omit<RestOptions, 'method' | 'body'>) =>
  rest<T>(path, { ...options, method: 'GET' });

export const restPost = <T>(
  path: string,
  body?: unknown,
  options?: Omit<RestOptions, 'method' | 'body'>,
) => rest<T>(path, { ...options, method: 'POST', body });
