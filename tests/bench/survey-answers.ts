/**
 * Benchmark: the outbox replaying a long queue of behavioral-survey answers after a time offline.
 * Budget (ARCHITECTURE.md section 7, Budgets): 500 queued answers replayed in under 10 s, each
 * recorded exactly once.
 *
 * Starts the real server as operators run it (the build, `dist/server/server/main.js`) on a throwaway
 * embedded PostgreSQL in a temporary directory, makes a confirmed candidate with a session, then
 * sends 500 SetUserSurveyAnswer / SetUserSurveyAnswerMultiValue requests one at a time, in order,
 * each with its own clientMutationId (as the outbox drains), replays 50 of them with their original
 * keys (a lost answer), and checks in the database that every key was recorded once and that every
 * question holds its latest answer. Prints the figures; exits 1 when a check or the budget fails.
 *
 *   npm run bench:survey-answers
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { surveyScreens, takesAnswer, type SurveyDefinition } from '../../src/domain/survey.ts';
import { signUpCandidate } from '../../src/server/test-support/candidate-signup.ts';
import { startThrowawayServer } from '../../src/server/test-support/server-process.ts';
import { surveyAnswer } from '../support/fitting-answers.ts';

const ANSWERS = 500;
const REPLAYS = 50;
const BUDGET_MS = 10_000;

const SET_ANSWER = `mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {
  setUserSurveyAnswer(questionId: $questionId, value: $value, clientMutationId: $clientMutationId) {
    questionId value multiValue
  }
}`;
const SET_MULTI = `mutation SetUserSurveyAnswerMultiValue($questionId: ID!, $multiValue: [String!]!, $clientMutationId: ID!) {
  setUserSurveyAnswerMultiValue(questionId: $questionId, multiValue: $multiValue, clientMutationId: $clientMutationId) {
    questionId value multiValue
  }
}`;
const GET_DEFINITION = `query GetSurveyDefinition {
  surveyDefinition { id version fields {
    id type
    properties { choices { id } allow_multiple_selection min max questions { id } total_points }
    fields { id type properties { choices { id } allow_multiple_selection min max questions { id } total_points } }
  } }
}`;

interface QueuedAnswer {
  key: string;
  operationName: 'SetUserSurveyAnswer' | 'SetUserSurveyAnswerMultiValue';
  variables: { questionId: string; value?: string; multiValue?: string[] };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]!;

async function main(): Promise<number> {
  const startAt = performance.now();
  const server = await startThrowawayServer({ entry: 'built', stderr: 'inherit' });
  const { base, port } = server;
  try {
    console.log(
      `server up in ${((performance.now() - startAt) / 1000).toFixed(1)} s (port ${port})`,
    );

    // A confirmed candidate with a session, through the real registration and the dev mailbox.
    const { token, userId } = await signUpCandidate(base, {
      email: `bench.${Date.now()}@example.com`,
    });
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });

    const graphql = async (operationName: string, query: string, variables: object) => {
      const response = await post('/api/graphql', { operationName, query, variables });
      const body = (await response.json()) as {
        data?: Record<string, unknown>;
        errors?: unknown[];
      };
      if (!response.ok || body.errors) {
        throw new Error(`${operationName}: ${response.status} ${JSON.stringify(body.errors)}`);
      }
      return body.data!;
    };

    // The queue: 500 answers cycling through the survey's questions, as a candidate offline would
    // leave them (each change its own entry: answers carry no coalescing key).
    const definition = (await graphql('GetSurveyDefinition', GET_DEFINITION, {}))
      .surveyDefinition as SurveyDefinition;
    const questions = surveyScreens(definition.fields).filter(takesAnswer);
    const queue: QueuedAnswer[] = Array.from({ length: ANSWERS }, (_, i) => {
      const field = questions[i % questions.length]!;
      const round = Math.floor(i / questions.length);
      const answer = surveyAnswer(field, round + i);
      return {
        key: randomUUID(),
        operationName: answer.multiValue ? 'SetUserSurveyAnswerMultiValue' : 'SetUserSurveyAnswer',
        variables: { questionId: field.id, ...answer },
      };
    });
    const send = (entry: QueuedAnswer) =>
      graphql(
        entry.operationName,
        entry.operationName === 'SetUserSurveyAnswer' ? SET_ANSWER : SET_MULTI,
        { ...entry.variables, clientMutationId: entry.key },
      );

    const durations: number[] = [];
    const responses = new Map<string, unknown>();
    const drainStart = performance.now();
    for (const entry of queue) {
      const t0 = performance.now();
      responses.set(entry.key, await send(entry));
      durations.push(performance.now() - t0);
    }
    const drainMs = performance.now() - drainStart;

    // 50 of them again with their original keys (answers lost on the way back): spread over the queue.
    const replayed = Array.from(
      { length: REPLAYS },
      (_, i) => queue[i * Math.floor(ANSWERS / REPLAYS)]!,
    );
    const replayDurations: number[] = [];
    let replayMismatches = 0;
    for (const entry of replayed) {
      const t0 = performance.now();
      const again = await send(entry);
      replayDurations.push(performance.now() - t0);
      if (JSON.stringify(again) !== JSON.stringify(responses.get(entry.key))) replayMismatches++;
    }

    // What the database holds.
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    let keys: number,
      rows: { question_id: string; value: string | null; multi_value: string[] | null }[];
    try {
      keys = Number(
        (await client.query('SELECT count(*) FROM idempotency_keys WHERE user_id = $1', [userId]))
          .rows[0].count,
      );
      rows = (
        await client.query(
          'SELECT question_id, value, multi_value FROM survey_answers WHERE user_id = $1',
          [userId],
        )
      ).rows;
    } finally {
      await client.end();
    }
    const latest = new Map<string, QueuedAnswer['variables']>();
    for (const entry of queue) latest.set(entry.variables.questionId, entry.variables);
    const wrongRows = rows.filter((row) => {
      const expected = latest.get(row.question_id);
      return (
        !expected ||
        (expected.value ?? null) !== row.value ||
        JSON.stringify(expected.multiValue ?? null) !== JSON.stringify(row.multi_value)
      );
    }).length;

    const sorted = [...durations].sort((a, b) => a - b);
    const sortedReplays = [...replayDurations].sort((a, b) => a - b);
    const checks: [string, boolean][] = [
      [`drain of ${ANSWERS} answers under ${BUDGET_MS / 1000} s`, drainMs < BUDGET_MS],
      [`idempotency keys recorded: ${keys} (expected ${ANSWERS})`, keys === ANSWERS],
      [
        `answer rows: ${rows.length} (expected ${latest.size}, one per question)`,
        rows.length === latest.size,
      ],
      [
        `rows holding the latest answer: ${rows.length - wrongRows} of ${rows.length}`,
        wrongRows === 0,
      ],
      [
        `replays answered with the first result: ${REPLAYS - replayMismatches} of ${REPLAYS}`,
        replayMismatches === 0,
      ],
    ];
    console.log(
      `${ANSWERS} answers one at a time: ${(drainMs / 1000).toFixed(2)} s ` +
        `(${(ANSWERS / (drainMs / 1000)).toFixed(0)}/s), per request p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
    console.log(
      `${REPLAYS} replays: p50 ${percentile(sortedReplays, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(sortedReplays, 99).toFixed(1)} ms`,
    );
    for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
    return checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
