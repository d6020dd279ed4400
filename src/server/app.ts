/**
 * The Fastify application, built from its parts so that tests can drive it with `app.inject`
 * against a real database. It does not own the database pool: whoever created it closes it.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { createDatabaseAvailability, type DatabaseAvailability } from './db/availability.ts';
import { connectionUrlOf, type Database } from './db/client.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createBotCheck, type BotCheck } from './modules/bot-check/bot-check.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDatabaseAvailability } from './plugins/database-availability.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRejectNul } from './plugins/reject-nul.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerServerTime } from './plugins/server-time.ts';
import { registerServices } from './plugins/services.ts';
import { registerStaticApp } from './plugins/static-app.ts';
import { createModules } from './services.ts';
import { authRoutes } from './routes/auth.ts';
import { changeEmailRoutes } from './routes/change-email.ts';
import { clientErrorRoutes } from './routes/client-error.ts';
import { companyRoutes } from './routes/company.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { invitationLinkRoutes } from './routes/invitation-link.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { pingRoutes } from './routes/ping.ts';
import { receiptKeyRoutes } from './routes/receipt-key.ts';
import { accountDataRoutes } from './routes/account-data.ts';
import { secondaryEmailRoutes } from './routes/secondary-email.ts';
import { secureAccountRoutes } from './routes/secure-account.ts';
import { resumeRoutes } from './routes/resume.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Replaces the mailer made from the config (tests). */
  mailer?: Mailer;
  /** Replaces the bot check made from the config (tests). */
  botCheck?: BotCheck;
  /** Whether the database can be used (main.ts); by default one that starts out ready (tests). */
  availability?: DatabaseAvailability;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Node checks the request and header timeouts only every `connectionsCheckingInterval` (30 s by
 * default): a quarter of the shorter one keeps a timeout from firing much later than set.
 */
function httpTimeouts(config: Config) {
  const headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(10, Math.ceil(headersTimeout / 4)),
    },
  };
}

/** Request log lines without query strings: they carry one-time ids and e-mail addresses. */
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

export async function buildApp({
  config,
  db,
  mailer,
  botCheck,
  availability,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, serializers: { req: requestSerializer } },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow or silent clients are cut off (docs/decisions/025).
    ...httpTimeouts(config),
  });

  registerServices(app, {
    db,
    config,
    mailer: mailer ?? createMailer(config),
    botCheck: botCheck ?? createBotCheck(config),
    ...createModules(config, db),
  });
  registerErrorHandling(app);
  registerMetrics(app);
  registerSecurityHeaders(app, config);
  registerServerTime(app);
  // Before auth: while the database is down, API calls get their 503 without touching the pool.
  registerDatabaseAvailability(
    app,
    availability ??
      createDatabaseAvailability({
        url: connectionUrlOf(db),
        log: app.log,
        ready: true,
      }),
  );
  registerAuth(app);
  registerRejectNul(app);

  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(companyRoutes);
  await app.register(clientErrorRoutes);
  await app.register(pingRoutes);
  await app.register(receiptKeyRoutes);
  await app.register(secondaryEmailRoutes);
  await app.register(secureAccountRoutes);
  await app.register(changeEmailRoutes);
  await app.register(invitationLinkRoutes);
  await app.register(resumeRoutes);
  await app.register(accountDataRoutes);
  if (config.mailboxEnabled) await app.register(devMailboxRoutes);
  await registerGraphQL(app);
  await registerStaticApp(app, config.STATIC_DIR);

  await app.ready();
  return app;
}
