/**
 * Security headers on every answer. The Content-Security-Policy allows scripts from this origin
 * only (no inline scripts: the session token is readable by scripts, so one injected script would
 * leak it), plus reCAPTCHA and the error-reporting host only when they are configured. Every answer
 * that does not say how to cache it (the app's own files do: static-app.ts) is `no-store`: API
 * answers carry personal data and tokens, errors included (docs/decisions/025).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export function contentSecurityPolicy(config: Config): string {
  const scripts = ["'self'"];
  const frames: string[] = [];
  const connections = ["'self'"];
  if (config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET) {
    scripts.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frames.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  if (config.SENTRY_DSN) {
    try {
      connections.push(new URL(config.SENTRY_DSN).origin);
    } catch {
      // An unreadable DSN adds nothing; the client will not report either.
    }
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Fluent UI (Griffel) inserts style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connections.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Links in mails carry one-time ids in their query: never pass them on to another site.
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  if (config.publicUrl.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
