/**
 * One simulated candidate through the balancer, sending what the app sends: the app's own
 * generated GraphQL documents (src/app/gql), its operation names, `clientMutationId` on every
 * write, the timed answers through an outbox with `$sequence` and batched as
 * src/app/lib/api/batch-request.ts batches them, retried with the outbox's backoff
 * (src/app/lib/outbox/backoff.ts), and the section closed for its receipt.
 *
 * Timeline (no coordinated omission): each action the candidate takes (sign in, press Start, each
 * answer, the questionnaire's answers) has a scheduled time on the candidate's own clock, fixed in
 * advance from the rung's start window and the think times, never moved by a slow answer. Its
 * latency is measured from that time. The requests a screen sends once the previous one answered
 * (the shell's queries after sign-in, the section's information after Start) are scheduled when
 * that answer arrived. Answers are queued at their time whether or not earlier ones have been
 * delivered, as the app's outbox takes them.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Kind, OperationTypeNode, print, type DocumentNode } from 'graphql';
import * as app from '../../../src/app/gql/graphql.ts';
import { batchRequest, outcomesOf, sentVariables } from '../../../src/app/lib/api/batch-request.ts';
import { startHeartbeat } from '../../../src/app/features/assessments/lib/heartbeat.ts';
import {
  backoffDelayMs,
  queryRetryLimit,
  retryAfterMs,
} from '../../../src/app/lib/outbox/backoff.ts';
import type { OutboxEntry } from '../../../src/app/lib/outbox/types.ts';
import { MAX_ALIASES_PER_REQUEST } from '../../../src/domain/graphql-limits.ts';
import { surveyScreens, takesAnswer, type SurveyDefinition } from '../../../src/domain/survey.ts';
import { itemValues, surveyAnswer, type ItemToAnswer } from '../../support/fitting-answers.ts';
import { exponential, sleep, sleepUntil, type Recorder } from './recorder.ts';

/**
 * A write is given up on after this long of retrying (the outbox keeps trying for days); a query
 * after as many retries as the app's (queryRetryLimit): then its screen shows an error, a failure.
 */
const GIVE_UP_AFTER_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Statuses the outbox tries again (src/app/lib/api/graphql.ts, CODE_STATUS). */
const RETRIED = (status: number) =>
  status === 0 ||
  status === 408 ||
  status === 409 ||
  status === 425 ||
  status === 429 ||
  status >= 500;

/**
 * Writes the app sends at once, outside the outbox, and retries as it retries a query
 * (src/app/lib/api/graphql.ts, `whileBusy`): given up on where a query is.
 */
const SENT_AT_ONCE = new Set(['CreateDefaultAssessments', 'StartAssessment']);

/** The step a candidate's Start is measured as: pressing Start until the questions are shown. */
export const START_STEP = 'Start (press to questions)';
export const SIGN_IN = 'SignIn';
export const ANSWER = 'SubmitItemResponse';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 4096 });

export interface Account {
  email: string;
  password: string;
  /** The candidate's own address, as the CDN in front of nginx reports it (X-Forwarded-For). */
  address: string;
}

export interface Plan {
  /** performance.now() times. */
  signInAt: number;
  startAt: number;
  thinkMs: number;
  answers: number;
  surveyAnswers: number;
}

interface Answer {
  status: number;
  body: string;
  replica: string | null;
  /** The server's `Retry-After` (seconds) in milliseconds, as the outbox reads it. */
  retryAfterMs?: number;
}

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; path?: (string | number)[]; extensions?: { code?: unknown } }[];
}

const printed = new Map<DocumentNode, string>();
const source = (document: DocumentNode) => {
  if (!printed.has(document)) printed.set(document, print(document));
  return printed.get(document)!;
};
const operationOf = (document: DocumentNode) =>
  document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d] : []))[0]!;
const nameOf = (document: DocumentNode) => operationOf(document).name!.value;

/** POST through the balancer; status 0 when no answer came. */
function post(
  port: number,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  replicaOf: (upstream: string | undefined) => string | null,
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            replica: replicaOf(response.headers['x-upstream'] as string | undefined),
            retryAfterMs: retryAfterMs(response.headers['retry-after']),
          }),
        );
        response.on('error', (error) => resolve({ status: 0, body: String(error), replica: null }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, body: String(error), replica: null }));
    request.end(payload);
  });
}

/** A write in the candidate's outbox (the app's OutboxEntry, with what the bench tracks). */
interface Entry extends OutboxEntry {
  scheduledAt: number;
  delivered: (result: Record<string, unknown> | null) => void;
}

export interface Context {
  balancerPort: number;
  recorder: Recorder;
  replicaOf: (upstream: string | undefined) => string | null;
}

export class Candidate {
  private token = '';
  private userId = '';
  private readonly outboxId = randomUUID();
  private seq = 0;
  private readonly outbox: Entry[] = [];
  private draining = false;
  /** The last contact with the server in the running section (a delivered answer or a beat). */
  private lastContactAt = 0;

  constructor(
    private readonly ctx: Context,
    private readonly account: Account,
  ) {}

  // ---- Requests.

  /**
   * One request, tried again on no answer, 5xx and 429 with the outbox's backoff until it is
   * answered, or given up on: a query after the app's retries, a write after GIVE_UP_AFTER_MS;
   * null when refused or given up on.
   */
  private async request(
    operation: string,
    path: string,
    body: unknown,
    scheduledAt: number,
    { record = true, query = false }: { record?: boolean; query?: boolean } = {},
  ): Promise<Answer | null> {
    const { recorder } = this.ctx;
    const headers: Record<string, string> = { 'x-forwarded-for': this.account.address };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    for (let attempts = 1; ; attempts++) {
      const answer = await post(this.ctx.balancerPort, path, body, headers, this.ctx.replicaOf);
      const code = graphqlCode(answer);
      const retried = RETRIED(answer.status) || code === 'TRY_AGAIN';
      const refused = !retried && (answer.status >= 400 || code !== null);
      recorder.attempt({
        operation,
        at: performance.now(),
        status: answer.status,
        replica: answer.replica,
        error: retried || refused,
      });
      const givenUp = query
        ? attempts > queryRetryLimit(answer.retryAfterMs)
        : performance.now() - scheduledAt > GIVE_UP_AFTER_MS;
      if (!retried || givenUp) {
        const ok = !retried && !refused;
        if (!ok) recorder.problem(`${operation}: ${answer.status} ${answer.body}`);
        const variables = (body as { variables?: Record<string, unknown> }).variables;
        if (retried && typeof variables?.clientMutationId === 'string')
          recorder.givenUp.push({
            userId: this.userId,
            operation,
            clientMutationId: variables.clientMutationId,
            variables,
          });
        if (record) recorder.sample({ operation, scheduledAt, doneAt: performance.now(), ok });
        return ok ? answer : null;
      }
      await sleep(backoffDelayMs(attempts, Math.random, answer.retryAfterMs));
    }
  }

  private async graphql(
    document: DocumentNode,
    variables: Record<string, unknown>,
    scheduledAt = performance.now(),
  ): Promise<Record<string, unknown> | null> {
    const operationName = nameOf(document);
    const answer = await this.request(
      operationName,
      '/api/graphql',
      { query: source(document), variables, operationName },
      scheduledAt,
      {
        query:
          operationOf(document).operation === OperationTypeNode.QUERY ||
          SENT_AT_ONCE.has(operationName),
      },
    );
    if (!answer) return null;
    const data = (JSON.parse(answer.body) as GraphqlAnswer).data ?? null;
    if (data && 'clientMutationId' in variables)
      this.ctx.recorder.acknowledged.push({
        userId: this.userId,
        operation: operationName,
        clientMutationId: variables.clientMutationId as string,
        variables,
      });
    return data;
  }

  // ---- The outbox.

  /** Queues a write (its answer when delivered, null when refused or given up on). */
  private enqueue(
    document: DocumentNode,
    variables: Record<string, unknown>,
    { batchable = false, sequenced = false, scheduledAt = performance.now() } = {},
  ): Promise<Record<string, unknown> | null> {
    return new Promise((delivered) => {
      const entry: Entry = {
        id: randomUUID(),
        userId: this.userId,
        operation: nameOf(document),
        document: source(document),
        variables,
        createdAt: Date.now(),
        createdAtPerf: performance.now(),
        attempts: 0,
        nextAttemptAt: 0,
        seq: ++this.seq,
        outboxId: this.outboxId,
        ...(batchable ? { batchable: true as const } : {}),
        ...(sequenced ? { sequenced: true as const } : {}),
        scheduledAt,
        delivered,
      };
      this.outbox.push(entry);
      void this.drain();
    });
  }

  /** One request at a time, in order; the head and the batchable entries after it together. */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    const { recorder } = this.ctx;
    try {
      while (this.outbox.length > 0) {
        const head = this.outbox[0]!;
        // As src/app/lib/outbox/queue.ts batchFrom: the head and the batchable ones right after it.
        const batch = [head];
        for (const e of this.outbox.slice(1)) {
          if (!head.batchable || !e.batchable || batch.length >= MAX_ALIASES_PER_REQUEST) break;
          batch.push(e);
        }
        const request = batch.length > 1 ? batchRequest(batch) : null;
        const body = request
          ? {
              query: print(request.document),
              variables: request.variables,
              operationName: 'OutboxBatch',
            }
          : { query: head.document, variables: sentVariables(head), operationName: head.operation };
        const headers: Record<string, string> = {
          'x-forwarded-for': this.account.address,
          authorization: `Bearer ${this.token}`,
        };
        const answer = await post(
          this.ctx.balancerPort,
          '/api/graphql',
          body,
          headers,
          this.ctx.replicaOf,
        );
        const parsed = parseGraphql(answer);
        const outcomes = !parsed
          ? null
          : request
            ? outcomesOf(request, parsed.data, parsed.errors ?? [], (e) => e)
            : parsed.errors?.length
              ? [{ kind: 'failed' as const, error: parsed.errors[0] }]
              : [{ kind: 'delivered' as const, result: parsed.data ?? {} }];
        const code = graphqlCode(answer);
        const wholeRetried =
          RETRIED(answer.status) ||
          outcomes === null ||
          (batch.length === 1 && code === 'TRY_AGAIN');
        recorder.attempt({
          operation: body.operationName,
          at: performance.now(),
          status: answer.status,
          replica: answer.replica,
          error: wholeRetried || (parsed?.errors?.length ?? 0) > 0,
        });
        if (wholeRetried) {
          head.attempts++;
          if (performance.now() - head.scheduledAt > GIVE_UP_AFTER_MS) {
            recorder.problem(`${head.operation}: given up: ${answer.status} ${answer.body}`);
            recorder.givenUp.push({
              userId: this.userId,
              operation: head.operation,
              clientMutationId: head.id,
              variables: head.variables,
            });
            this.settle(head, null);
          } else await sleep(backoffDelayMs(head.attempts, Math.random, answer.retryAfterMs));
          continue;
        }
        let stop = false;
        outcomes.forEach((outcome, i) => {
          const entry = batch[i]!;
          if (stop) return;
          if (outcome.kind === 'delivered') {
            recorder.acknowledged.push({
              userId: this.userId,
              operation: entry.operation,
              clientMutationId: entry.id,
              variables: entry.variables,
            });
            this.settle(entry, outcome.result as Record<string, unknown>);
          } else if (outcome.kind === 'failed') {
            const error = outcome.error as GraphqlAnswer['errors'] extends (infer E)[] | undefined
              ? E
              : never;
            if (error?.extensions?.code === 'TRY_AGAIN') stop = true;
            else {
              recorder.problem(`${entry.operation} refused: ${JSON.stringify(error)}`);
              this.settle(entry, null);
            }
          } else stop = true; // not run: goes again
        });
        if (stop && this.outbox[0] === head) {
          // Nothing went through (the head asked to try again): the outbox's backoff.
          head.attempts++;
          await sleep(backoffDelayMs(head.attempts, Math.random, answer.retryAfterMs));
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private settle(entry: Entry, result: Record<string, unknown> | null): void {
    this.outbox.splice(this.outbox.indexOf(entry), 1);
    if (result && entry.operation === ANSWER) this.lastContactAt = performance.now();
    this.ctx.recorder.sample({
      operation: entry.operation,
      scheduledAt: entry.scheduledAt,
      doneAt: performance.now(),
      ok: result !== null,
    });
    entry.delivered(result);
  }

  // ---- What the candidate does.

  async run(plan: Plan): Promise<void> {
    const { recorder } = this.ctx;
    const fail = (what: string) => {
      throw new Error(`${this.account.email}: ${what}`);
    };
    await sleepUntil(plan.signInAt);
    const signedIn = await this.request(
      SIGN_IN,
      '/auth/login',
      { email: this.account.email, password: this.account.password },
      plan.signInAt,
    );
    if (!signedIn) return fail('sign-in refused');
    ({ userId: this.userId, token: this.token } = JSON.parse(signedIn.body) as {
      userId: string;
      token: string;
    });

    // The signed-in shell, then the landing page (which provisions the assessments once).
    await Promise.all([
      this.graphql(app.GetUserBootstrapDocument, {}),
      this.graphql(app.GetCandidateConfigDocument, {}),
      this.graphql(app.GetUserProfileCompletionDocument, {}),
      this.graphql(app.GetCandidateInvitationsDocument, { status: 'PENDING' }),
    ]);
    const created = await this.graphql(app.CreateDefaultAssessmentsDocument, {
      clientMutationId: randomUUID(),
    });
    const assessmentID = (created?.createDefaultAssessments as { id: string }[] | undefined)?.[0]
      ?.id;
    if (!assessmentID) return fail('no assessment provisioned');

    // Start: acknowledgements, the section's information (informational ones closed), questions.
    await sleepUntil(plan.startAt);
    const initials = 'EX';
    const started = await this.graphql(
      app.StartAssessmentDocument,
      {
        assessmentID,
        acknowledgements: {
          aiTools: initials,
          selfCompletion: initials,
          monitoring: initials,
          violationConsequences: initials,
          retakePolicy: initials,
        },
        clientMutationId: randomUUID(),
      },
      plan.startAt,
    );
    if (!started) return fail('Start refused');
    let items: ItemToAnswer[] = [];
    let sectionId = '';
    for (let guard = 0; guard < 20 && items.length === 0; guard++) {
      const [informationData] = await Promise.all([
        this.graphql(app.GetNextAssessmentSectionInformationDocument, { assessmentID }),
        this.graphql(app.GetAssessmentDocument, { assessmentID }),
      ]);
      const information = informationData?.nextAssessmentSectionInformation as
        { id: string | null; isInformational: boolean } | undefined;
      if (!information?.id) return fail('no section with questions');
      if (information.isInformational) {
        await this.enqueue(app.AssessmentSectionCloseDocument, {
          id: information.id,
          closeType: 'MANUAL',
        });
        continue;
      }
      const questions = (
        await this.graphql(app.GetNextAssessmentSectionQuestionsDocument, { assessmentID })
      )?.nextAssessmentSectionQuestions as
        | {
            id: string;
            itemGroups: {
              itemType: string;
              totalPoints: number | null;
              items: { id: string; options: ItemToAnswer['options'] }[];
            }[];
          }
        | undefined;
      if (!questions) return fail('no questions');
      sectionId = questions.id;
      items = questions.itemGroups.flatMap((g) =>
        g.items.map((item) => ({
          id: item.id,
          itemType: g.itemType,
          totalPoints: g.totalPoints,
          options: item.options,
        })),
      );
    }
    if (items.length === 0) return fail('no items to answer');
    recorder.sample({
      operation: START_STEP,
      scheduledAt: plan.startAt,
      doneAt: performance.now(),
      ok: true,
    });

    // The timed section: each answer at its own time, queued whatever the earlier ones became;
    // the runner's heartbeat after a quiet spell, as src/app/features/assessments/lib/heartbeat.ts.
    this.lastContactAt = performance.now();
    const stopHeartbeat = startHeartbeat({
      beat: async () => {
        await this.graphql(app.AssessmentHeartbeatDocument, { assessmentID });
        this.lastContactAt = performance.now();
      },
      lastContactAt: () => this.lastContactAt,
      answersWaiting: () => this.outbox.some((e) => e.operation === ANSWER),
      now: () => performance.now(),
    });
    let at = performance.now();
    const delivered: Promise<unknown>[] = [];
    // Every item at least once (a section is closed early only once each has an answer), then
    // changes to earlier ones up to the plan's count.
    for (let n = 0; n < Math.max(plan.answers, items.length); n++) {
      at += exponential(plan.thinkMs);
      await sleepUntil(at);
      const item = items[n % items.length]!;
      delivered.push(
        this.enqueue(
          app.SubmitItemResponseDocument,
          { id: item.id, values: itemValues(item, n), timestamp: new Date().toISOString() },
          { batchable: true, sequenced: true, scheduledAt: at },
        ),
      );
    }
    at += exponential(plan.thinkMs);
    await sleepUntil(at);
    const closed = await this.enqueue(
      app.AssessmentSectionCloseDocument,
      { id: sectionId, closeType: 'MANUAL' },
      { scheduledAt: at },
    );
    await Promise.all(delivered);
    stopHeartbeat();
    const receipt = (
      closed?.assessmentSectionClose as { receipt?: { signature?: string } | null } | undefined
    )?.receipt;
    if (receipt?.signature) recorder.receipts++;
    else recorder.problem(`${this.account.email}: section closed without a receipt`);
    await Promise.all([
      this.graphql(app.GetAssessmentDocument, { assessmentID }),
      this.graphql(app.GetCandidateAssessmentsDocument, {}),
    ]);

    // A few behavioral questions.
    const definition = (await this.graphql(app.GetSurveyDefinitionDocument, {}))
      ?.surveyDefinition as SurveyDefinition | undefined;
    if (!definition) return fail('no questionnaire');
    const questions = surveyScreens(definition.fields)
      .filter(takesAnswer)
      .slice(0, plan.surveyAnswers);
    const answered: Promise<unknown>[] = [];
    at = performance.now();
    for (const [n, field] of questions.entries()) {
      at += exponential(plan.thinkMs);
      await sleepUntil(at);
      const answer = surveyAnswer(field, n);
      answered.push(
        answer.multiValue
          ? this.enqueue(
              app.SetUserSurveyAnswerMultiValueDocument,
              { questionId: field.id, multiValue: answer.multiValue },
              { scheduledAt: at },
            )
          : this.enqueue(
              app.SetUserSurveyAnswerDocument,
              { questionId: field.id, value: answer.value },
              { scheduledAt: at },
            ),
      );
    }
    await Promise.all(answered);
  }
}

function parseGraphql(answer: Answer): GraphqlAnswer | null {
  if (answer.status !== 200) return null;
  try {
    return JSON.parse(answer.body) as GraphqlAnswer;
  } catch {
    return null;
  }
}

/** The first GraphQL error's code of an answer, or null (none, or not GraphQL). */
function graphqlCode(answer: Answer): string | null {
  if (!answer.body.startsWith('{')) return null;
  try {
    const errors = (JSON.parse(answer.body) as GraphqlAnswer).errors;
    if (!errors?.length) return null;
    const code = errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : 'ERROR';
  } catch {
    return null;
  }
}
