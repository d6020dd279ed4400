/** What the routes, resolvers and modules work with; built once by buildApp. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BotCheck } from './modules/bot-check/bot-check.ts';

export interface Services {
  db: Database;
  config: Config;
  mailer: Mailer;
  botCheck: BotCheck;
}
