/**
 * The errors the API clients throw, and what happens on a 401. Every error of an HTTP answer
 * carries its `status` (the outbox classifies by it: none or 5xx retry, 4xx is kept and shown).
 */
import { navigate } from 'wouter/use-browser-location';
import { idleTimeoutOf } from '../../../domain/session-headers.ts';
import { isPublicPath, paths } from '../../config/paths.ts';
import { clearSession, getUserId } from '../session.ts';
import { rememberSignedOutIdle } from '../signed-out-reason.ts';

/** The server answered with an error status; `body` is its parsed JSON (or text). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback = `Request failed with status ${status}`) {
    super(messageOf(body) ?? fallback);
    this.status = status;
    this.body = body;
  }
}

/** No answer at all: offline, DNS, connection reset, CORS. Has no `status`. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
  }
}

export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/** The `feedback` of a 400: `string[]` (register) or `{suggestions: string[]}` (password reset). */
export function feedbackOf(body: unknown): string[] {
  if (!body || typeof body !== 'object' || !('feedback' in body)) return [];
  const feedback = body.feedback;
  const list = Array.isArray(feedback)
    ? feedback
    : feedback &&
        typeof feedback === 'object' &&
        'suggestions' in feedback &&
        Array.isArray(feedback.suggestions)
      ? feedback.suggestions
      : [];
  return list.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/**
 * Spec section 4: any 401 outside the public pages clears the credentials and goes to `/`, where
 * the route guard sends the candidate on to the sign-in page. On a public page (a failed sign-in)
 * the page handles the answer itself. `sessionEnded`: the answer's SESSION_ENDED_HEADER; a session
 * that ended idle is explained on the sign-in page (docs/decisions/050).
 */
export function handleUnauthorized(sessionEnded?: string | null): void {
  if (isPublicPath(window.location.pathname)) return;
  const idleTimeoutMs = idleTimeoutOf(sessionEnded);
  if (idleTimeoutMs !== null && getUserId() !== null) rememberSignedOutIdle(idleTimeoutMs);
  void clearSession();
  navigate(paths.welcome, { replace: true });
}

/** The router's rule (spec section 2): an error with message UNAUTHORIZED, or any 401, means "sign in". */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message === 'UNAUTHORIZED') return true;
  return 'status' in error && error.status === 401;
}
