/** What the routes, resolvers and modules work with; built once by buildApp. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAssessments, type Assessments } from './modules/assessments/assessments.ts';
import type { BotCheck } from './modules/bot-check/bot-check.ts';

export interface Services {
  db: Database;
  config: Config;
  mailer: Mailer;
  botCheck: BotCheck;
  /** The timed assessments, built once with their configuration. */
  assessments: Assessments;
}

/** The modules built from the configuration, for buildApp to add to the services. */
export function createModules(config: Config, db: Database): Pick<Services, 'assessments'> {
  return {
    assessments: createAssessments({
      db,
      graceMs: config.ANSWER_GRACE_MS,
      graceBudgetMs: config.ANSWER_GRACE_BUDGET_MS,
      cognitiveAssessmentId: config.COGNITIVE_ASSESSMENT_ID,
      idempotencyLifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS,
    }),
  };
}
