/**
 * Client error reporting. Always: `POST /client/error {errorMsg, info, platform}` from the error
 * boundary and the window's `error` / `unhandledrejection` handlers, deduplicated and rate-limited.
 * With `VITE_SENTRY_DSN` set at build time: also `@sentry/react` (sample rates of spec section 9,
 * offline transport so reports made offline are sent later). Sentry is imported lazily, so it never
 * weighs on the first load, and not at all when unset.
 */
import type * as SentryNamespace from '@sentry/react';
import { toWellFormed } from '../../domain/unicode.ts';
import { CLIENT_ERROR_MAX_BODY_BYTES, DEFAULT_CANDIDATE_ID } from '../../domain/constants.ts';
import { env } from '../config/env.ts';
import { BUILD_ID } from './pwa/build-id.ts';
import { getUserId } from './session.ts';

/** Whose report it is: the signed-in candidate's id, or the spec's DEFAULT_CANDIDATE when none. */
const candidateId = () => getUserId() ?? DEFAULT_CANDIDATE_ID;

const MAX_REPORTS_PER_MINUTE = 10;
const MAX_MESSAGE_CHARS = 1000;
const MAX_STACK_CHARS = 4000;

type SentryModule = typeof SentryNamespace;
let sentry: Promise<SentryModule | null> | null = null;
const reported = new Set<string>();
let windowStart = 0;
let sentInWindow = 0;

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

function allowedNow(): boolean {
  const now = Date.now();
  if (now - windowStart > 60_000) {
    windowStart = now;
    sentInWindow = 0;
  }
  sentInWindow += 1;
  return sentInWindow <= MAX_REPORTS_PER_MINUTE;
}

/**
 * The report as JSON, its stack shortened until it fits the server's size limit (413 above), with
 * no lone surrogate (a pair cut in two), which the server refuses (400).
 */
function reportBody(errorMsg: string, info: Record<string, unknown>): string {
  const encoder = new TextEncoder();
  const wellFormed = (_key: string, value: unknown) =>
    typeof value === 'string' ? toWellFormed(value) : value;
  let stack = typeof info.stack === 'string' ? info.stack : undefined;
  for (;;) {
    const report = {
      errorMsg: errorMsg.slice(0, MAX_MESSAGE_CHARS),
      info: { ...info, stack },
      platform: `${navigator.userAgent} (build ${BUILD_ID})`.slice(0, 500),
    };
    const body = JSON.stringify(report, wellFormed);
    if (!stack || encoder.encode(body).length <= CLIENT_ERROR_MAX_BODY_BYTES) return body;
    stack = stack.length > 100 ? stack.slice(0, stack.length / 2) : undefined;
  }
}

function postToServer(errorMsg: string, info: Record<string, unknown>): void {
  const body = reportBody(errorMsg, info);
  // Best effort: never throws, never reports its own failure (that would loop).
  void fetch('/client/error', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/**
 * Report an error once (same message and stack: once per page load), at most 10 a minute.
 * `toSentry: false` for errors Sentry's own global handlers already caught.
 */
export function reportError(
  error: unknown,
  extra: Record<string, unknown> = {},
  { toSentry = true }: { toSentry?: boolean } = {},
): void {
  const { message, stack } = describe(error);
  const key = `${message}\n${stack?.split('\n', 3).join('\n') ?? ''}`;
  if (reported.has(key)) return;
  reported.add(key);
  if (!allowedNow()) return;

  postToServer(message, {
    ...extra,
    candidateId: candidateId(),
    stack: stack?.slice(0, MAX_STACK_CHARS),
    url: window.location.pathname, // no search: it may hold e-mail addresses and ids
    online: navigator.onLine,
  });
  if (toSentry)
    void sentry?.then((s) => s?.captureException(error, { extra, user: { id: candidateId() } }));
}

function loadSentry(dsn: string): Promise<SentryModule | null> {
  return import('@sentry/react')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        release: BUILD_ID,
        environment: env.MODE,
        tunnel: env.SENTRY_TUNNEL,
        integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        transport: Sentry.makeBrowserOfflineTransport(Sentry.makeFetchTransport),
      });
      return Sentry;
    })
    .catch(() => null);
}

let started = false;

/** Installs the window handlers and, when configured, starts Sentry. Call once, early. */
export function initErrorReporting(): void {
  if (started) return;
  started = true;
  // `import.meta.env.VITE_SENTRY_DSN` spelled out: Vite replaces it at build time, so without a DSN
  // the Sentry chunk is not even emitted (nor precached by the service worker).
  if (import.meta.env.VITE_SENTRY_DSN && env.SENTRY_DSN) sentry = loadSentry(env.SENTRY_DSN);
  window.addEventListener('error', (event) => {
    reportError(
      event.error ?? event.message,
      {
        source: 'window.error',
        file: event.filename,
        line: event.lineno,
        column: event.colno,
      },
      { toSentry: false },
    );
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, { source: 'unhandledrejection' }, { toSentry: false });
  });
}
