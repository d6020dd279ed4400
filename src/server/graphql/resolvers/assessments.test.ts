import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentMessages as m,
  type AssessmentContent,
  type Acknowledgements,
} from '../../../domain/assessments.ts';
import {
  assessments,
  candidateAssessments,
  candidateSections,
  idempotencyKeys,
  itemResponses,
  sessions,
  users,
} from '../../db/schema.ts';
import { ASSESSMENT_CONTENTS } from '../../modules/assessments/content/index.ts';
import type {
  AssessmentView,
  ItemResponseResultView,
  SectionCloseResultView,
  SectionInformationView,
  SectionQuestionsView,
} from '../../modules/assessments/assessments.ts';
import {
  seedAssessmentContents,
  storedAssessment,
} from '../../modules/assessments/content-store.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Our own small content: an informational section, a timed scored one, an untimed open one. */
const FIXTURE_COGNITIVE: AssessmentContent = {
  id: 'fx-cognitive',
  kind: 'COGNITIVE',
  version: 900, // CAMPUS candidates get it here: it is the configured COGNITIVE_ASSESSMENT_ID
  title: 'Fixture Cognitive',
  sections: [
    {
      id: 'fx-intro',
      title: 'Welcome',
      instructions: ['Read this first.'],
      isInformational: true,
      itemGroups: [],
    },
    {
      id: 'fx-choice',
      title: 'Choices',
      instructions: ['Pick the right answers.'],
      timeLimitSeconds: 300,
      sampleItemGroups: [
        {
          id: 'fx-sample',
          itemType: 'MULTIPLE_CHOICE',
          leadingText: 'A sample',
          explanation: 'Two and two make four.',
          items: [
            {
              id: 'fx-sample-1',
              label: '2 + 2 = ?',
              options: [
                { id: 'fx-sample-1-a', label: '3' },
                { id: 'fx-sample-1-b', label: '4', correct: true },
              ],
            },
          ],
        },
      ],
      itemGroups: [
        {
          id: 'fx-mc',
          itemType: 'MULTIPLE_CHOICE',
          leadingText: 'Choose one',
          explanation: 'Never served with a real question.',
          items: [
            {
              id: 'fx-mc-1',
              label: '1 + 1 = ?',
              options: [
                { id: 'fx-mc-1-a', label: '2', correct: true },
                { id: 'fx-mc-1-b', label: '3' },
              ],
            },
            {
              id: 'fx-mc-2',
              label: '3 + 3 = ?',
              options: [
                { id: 'fx-mc-2-a', label: '5' },
                { id: 'fx-mc-2-b', label: '6', correct: true },
              ],
            },
          ],
        },
        {
          id: 'fx-matrix',
          itemType: 'MATRIXTABLE',
          leadingText: 'True or false',
          headers: [
            { label: 'True', value: 't' },
            { label: 'False', value: 'f' },
          ],
          items: [
            {
              id: 'fx-matrix-1',
              label: 'The sky is blue',
              value: 'row-1',
              options: [
                { id: 'fx-matrix-1-t', label: 'True', correct: true },
                { id: 'fx-matrix-1-f', label: 'False' },
              ],
            },
          ],
        },
        {
          id: 'fx-multi',
          itemType: 'MULTISELECT',
          leadingText: 'Pick the even numbers',
          items: [
            {
              id: 'fx-multi-1',
              label: 'Even numbers',
              options: [
                { id: 'fx-multi-1-a', label: '2', correct: true },
                { id: 'fx-multi-1-b', label: '4', correct: true },
                { id: 'fx-multi-1-c', label: '5' },
                { id: 'fx-multi-1-none', label: 'None of these', isExclusive: true },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'fx-open',
      title: 'About you',
      instructions: ['No time limit here.'],
      itemGroups: [
        {
          id: 'fx-text',
          itemType: 'TEXTINPUT',
          leadingText: 'Tell us',
          items: [{ id: 'fx-text-1', label: 'Your favourite subject', options: [] }],
        },
        {
          id: 'fx-points',
          itemType: 'POINTALLOCATION',
          leadingText: 'Share 10 points',
          totalPoints: 10,
          items: [
            {
              id: 'fx-points-1',
              label: 'What matters',
              options: [
                { id: 'fx-points-1-a', label: 'Pay' },
                { id: 'fx-points-1-b', label: 'People' },
                { id: 'fx-points-1-c', label: 'Purpose' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const FIXTURE_LATERAL: AssessmentContent = {
  id: 'fx-lateral',
  kind: 'LATERAL',
  version: 900,
  title: 'Fixture Lateral',
  sections: [
    {
      id: 'fx-lat-1',
      title: 'Work style',
      instructions: ['Go with your gut.'],
      timeLimitSeconds: null,
      itemGroups: [
        {
          id: 'fx-lat-mc',
          itemType: 'MULTIPLE_CHOICE',
          leadingText: 'Pick one',
          items: [
            {
              id: 'fx-lat-mc-1',
              label: 'I plan ahead',
              options: [
                { id: 'fx-lat-mc-1-a', label: 'Agree', correct: true },
                { id: 'fx-lat-mc-1-b', label: 'Disagree' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

let t: TestApp;
beforeAll(async () => {
  // The configured cognitive assessment (COGNITIVE_ASSESSMENT_ID) is the fixture, not the seeded one.
  t = await createTestApp({ env: { COGNITIVE_ASSESSMENT_ID: FIXTURE_COGNITIVE.id } });
  await seedAssessmentContents(t.database.db, [FIXTURE_COGNITIVE, FIXTURE_LATERAL]);
});
afterAll(() => t.close());

/** A GraphQL document and the type of its one field's answer. */
interface Op<T> {
  query: string;
  answer?: T;
}
const op = <T>(query: string): Op<T> => ({ query });

const ASSESSMENT_FIELDS = 'id title status sections { id title status timerMultiplier }';
const GROUP_FIELDS = `id itemType leadingText headers { label value } totalPoints explanation
  items { id label value options { id label isExclusive isSelected value isCorrect } }`;
const LIST = op<AssessmentView[]>(
  `query GetCandidateAssessments { candidateAssessments { ${ASSESSMENT_FIELDS} } }`,
);
const GET = op<AssessmentView>(
  `query GetAssessment($id: ID!) { assessment(assessmentID: $id) { ${ASSESSMENT_FIELDS} } }`,
);
const INFO = op<SectionInformationView>(`query GetNextAssessmentSectionInformation($id: ID!) {
  nextAssessmentSectionInformation(assessmentID: $id) {
    id title status completedSections totalSections timerDuration timerRemaining instructions
    isInformational sampleItemGroups { ${GROUP_FIELDS} }
  }
}`);
const QUESTIONS = op<SectionQuestionsView>(`query GetNextAssessmentSectionQuestions($id: ID!) {
  nextAssessmentSectionQuestions(assessmentID: $id) {
    id status completedSections totalSections timeRemaining itemGroups { ${GROUP_FIELDS} }
  }
}`);
const CREATE = op<AssessmentView[]>(`mutation CreateDefaultAssessments($clientMutationId: ID!) {
  createDefaultAssessments(clientMutationId: $clientMutationId) { ${ASSESSMENT_FIELDS} }
}`);
const START =
  op<AssessmentView>(`mutation StartAssessment($id: ID!, $acknowledgements: AcknowledgementsInput!, $clientMutationId: ID!) {
  startAssessment(assessmentID: $id, acknowledgements: $acknowledgements, clientMutationId: $clientMutationId) {
    ${ASSESSMENT_FIELDS}
  }
}`);
const SUBMIT =
  op<ItemResponseResultView>(`mutation SubmitItemResponse($id: ID!, $values: [ItemResponseValue!]!, $timestamp: String!, $clientMutationId: ID!) {
  submitItemResponse(id: $id, values: $values, timestamp: $timestamp, clientMutationId: $clientMutationId) {
    status timeRemaining
  }
}`);
const CLOSE =
  op<SectionCloseResultView>(`mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {
  assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) { id status }
}`);

const INITIALS: Acknowledgements = {
  aiTools: 'AL',
  selfCompletion: 'AL',
  monitoring: 'AL',
  violationConsequences: 'AL',
  retakePolicy: 'AL',
};

type Values = { id?: string; value?: string }[];

interface GraphQLAnswer {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function call(
  token: string,
  { query }: Op<unknown>,
  variables: Record<string, unknown> = {},
) {
  const response = await graphql(t.app, query, variables, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GraphQLAnswer>();
}

async function ok<T>(token: string, operation: Op<T>, variables: Record<string, unknown> = {}) {
  const body = await call(token, operation, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data!)[0] as T;
}

async function refused(
  token: string,
  query: Op<unknown>,
  variables: Record<string, unknown>,
  message: string,
  code = 'BAD_USER_INPUT',
) {
  const body = await call(token, query, variables);
  expect(body.data).toBeNull();
  expect(body.errors?.[0]).toMatchObject({ message, extensions: { code } });
}

const key = () => randomUUID();
const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();
const submitVars = (id: string, values: Values, timestamp = iso(), clientMutationId = key()) => ({
  id,
  values,
  timestamp,
  clientMutationId,
});
const submit = (token: string, id: string, values: Values, timestamp = iso()) =>
  ok(token, SUBMIT, submitVars(id, values, timestamp));
const close = (
  token: string,
  id: string,
  closeType: 'MANUAL' | 'TIMER',
  clientMutationId = key(),
) => call(token, CLOSE, { id, closeType, clientMutationId });

async function candidate(accountType: 'CAMPUS' | 'LATERAL' | null = 'CAMPUS', multiplier = 1) {
  const { token, userId } = await signedInCandidate(t.app);
  await t.database.db
    .update(users)
    .set({ accountType, accommodationMultiplier: multiplier })
    .where(eq(users.id, userId));
  return { token, userId };
}

/** A CAMPUS candidate with the fixture cognitive assessment provisioned and started. */
async function startedCandidate(multiplier = 1) {
  const c = await candidate('CAMPUS', multiplier);
  await ok(c.token, CREATE, { clientMutationId: key() });
  await ok(c.token, START, {
    id: 'fx-cognitive',
    acknowledgements: INITIALS,
    clientMutationId: key(),
  });
  return c;
}

/** Started, the intro closed, and the timed section's questions served (its clock running). */
async function inTimedSection(multiplier = 1) {
  const c = await startedCandidate(multiplier);
  expect((await close(c.token, 'fx-intro', 'MANUAL')).errors).toBeUndefined();
  const questions = await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
  expect(questions.id).toBe('fx-choice');
  return c;
}

async function sectionRow(userId: string, sectionId: string) {
  const [row] = await t.database.db
    .select({
      status: candidateSections.status,
      startedAt: candidateSections.startedAt,
      deadlineAt: candidateSections.deadlineAt,
      timerMultiplier: candidateSections.timerMultiplier,
      closeType: candidateSections.closeType,
      score: candidateSections.score,
      maxScore: candidateSections.maxScore,
      rightAnswers: candidateSections.rightAnswers,
      wrongAnswers: candidateSections.wrongAnswers,
      candidateAssessmentId: candidateSections.candidateAssessmentId,
    })
    .from(candidateSections)
    .innerJoin(
      candidateAssessments,
      and(
        eq(candidateAssessments.userId, candidateSections.userId),
        eq(candidateAssessments.id, candidateSections.candidateAssessmentId),
      ),
    )
    // The section names its candidate itself (docs/decisions/027).
    .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)));
  return row!;
}

/** The fixture's answers to every question of fx-choice (two right, one wrong, one right). */
async function answerEveryChoice(token: string) {
  await submit(token, 'fx-mc-1', [{ id: 'fx-mc-1-a' }]);
  await submit(token, 'fx-mc-2', [{ id: 'fx-mc-2-a' }]);
  await submit(token, 'fx-matrix-1', [{ id: 'fx-matrix-1-t' }]);
  await submit(token, 'fx-multi-1', [{ id: 'fx-multi-1-a' }, { id: 'fx-multi-1-b' }]);
}

/** fx-open's text and points answered. */
async function answerEveryOpen(token: string) {
  await submit(token, 'fx-text-1', [{ value: 'Maths' }]);
  await submit(token, 'fx-points-1', [
    { id: 'fx-points-1-a', value: '2' },
    { id: 'fx-points-1-b', value: '3' },
    { id: 'fx-points-1-c', value: '5' },
  ]);
}

/** Closes fx-choice with its questions unanswered, as the app does once its time is up. */
async function closeChoiceAtTimeUp(c: { token: string; userId: string }) {
  await moveDeadline(c.userId, 'fx-choice', 1_000);
  expect((await close(c.token, 'fx-choice', 'TIMER')).errors).toBeUndefined();
}

/**
 * Moves the section's deadline to `offsetMs` from now (negative: in the past), and its start with it
 * (10 minutes before): answers claiming times before the start are refused (decision 053).
 */
async function moveDeadline(userId: string, sectionId: string, offsetMs: number) {
  const { candidateAssessmentId } = await sectionRow(userId, sectionId);
  const deadlineAt = new Date(Date.now() + offsetMs);
  await t.database.db
    .update(candidateSections)
    .set({ deadlineAt, startedAt: new Date(deadlineAt.getTime() - 10 * 60_000) })
    .where(
      and(
        eq(candidateSections.userId, userId),
        eq(candidateSections.candidateAssessmentId, candidateAssessmentId),
        eq(candidateSections.sectionId, sectionId),
      ),
    );
}

async function responsesOf(userId: string) {
  return (
    t.database.db
      .select({ itemId: itemResponses.itemId, values: itemResponses.values })
      .from(itemResponses)
      .innerJoin(
        candidateAssessments,
        and(
          eq(candidateAssessments.userId, itemResponses.userId),
          eq(candidateAssessments.id, itemResponses.candidateAssessmentId),
        ),
      )
      // The response names its candidate itself (docs/decisions/027).
      .where(eq(itemResponses.userId, userId))
      .orderBy(itemResponses.itemId)
  );
}

const GRACE_MS = 120_000;

describe('content', () => {
  it('seeds every shipped definition whole, loads it back, and never updates a stored one', async () => {
    // createTestApp seeded ASSESSMENT_CONTENTS already; seeding again must change nothing.
    await seedAssessmentContents(t.database.db);
    for (const content of ASSESSMENT_CONTENTS) {
      const stored = await storedAssessment(t.database.db, content.id);
      expect(stored, content.id).not.toBeNull();
      expect(stored!.kind).toBe(content.kind);
      expect(stored!.sections.map((s) => s.id)).toEqual(content.sections.map((s) => s.id));
      for (const [i, section] of content.sections.entries()) {
        const loaded = stored!.sections[i]!;
        expect(loaded.groups.map((g) => g.id)).toEqual(section.itemGroups.map((g) => g.id));
        expect(loaded.sampleGroups.map((g) => g.id)).toEqual(
          (section.sampleItemGroups ?? []).map((g) => g.id),
        );
        for (const [j, group] of section.itemGroups.entries()) {
          const items = loaded.groups[j]!.items;
          expect(items.map((it) => it.options.filter((o) => o.isCorrect).map((o) => o.id))).toEqual(
            group.items.map((it) => it.options.filter((o) => o.correct).map((o) => o.id)),
          );
        }
      }
    }
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(assessments);
    expect(stored!.n).toBe(ASSESSMENT_CONTENTS.length + 2);

    // A changed copy of a stored definition is not written over it.
    await seedAssessmentContents(t.database.db, [{ ...FIXTURE_LATERAL, title: 'Changed' }]);
    const [lateral] = await t.database.db
      .select({ title: assessments.title })
      .from(assessments)
      .where(eq(assessments.id, 'fx-lateral'));
    expect(lateral!.title).toBe('Fixture Lateral');
  });
});

describe('createDefaultAssessments', () => {
  it('provisions the newest definition of the account type, once', async () => {
    const campus = await candidate('CAMPUS', 1.5);
    const first = await ok(campus.token, CREATE, { clientMutationId: key() });
    expect(first).toEqual([
      {
        id: 'fx-cognitive',
        title: 'Fixture Cognitive',
        status: 'READY',
        sections: [
          { id: 'fx-intro', title: 'Welcome', status: 'NOT_STARTED', timerMultiplier: 1.5 },
          { id: 'fx-choice', title: 'Choices', status: 'NOT_STARTED', timerMultiplier: 1.5 },
          { id: 'fx-open', title: 'About you', status: 'NOT_STARTED', timerMultiplier: 1.5 },
        ],
      },
    ]);
    expect(await ok(campus.token, CREATE, { clientMutationId: key() })).toEqual(first);
    expect(await ok(campus.token, LIST)).toEqual(first);
    const rows = await t.database.db
      .select()
      .from(candidateAssessments)
      .where(eq(candidateAssessments.userId, campus.userId));
    expect(rows).toHaveLength(1);

    const lateral = await candidate('LATERAL');
    const provisioned = await ok(lateral.token, CREATE, { clientMutationId: key() });
    expect(provisioned.map((a: { id: string }) => a.id)).toEqual(['fx-lateral']);
  });

  it('refuses a candidate without an account type, and lists nothing for them', async () => {
    const none = await candidate(null);
    await refused(none.token, CREATE, { clientMutationId: key() }, m.accountTypeRequired);
    expect(await ok(none.token, LIST)).toEqual([]);
  });
});

describe('assessment and startAssessment', () => {
  it("never reveals another candidate's assessment", async () => {
    const c = await candidate('CAMPUS');
    await refused(c.token, GET, { id: 'fx-cognitive' }, m.notYourAssessment, 'NOT_FOUND');
    await refused(c.token, GET, { id: 'x'.repeat(5000) }, m.notYourAssessment, 'NOT_FOUND');
    await refused(
      c.token,
      START,
      { id: 'fx-cognitive', acknowledgements: INITIALS, clientMutationId: key() },
      m.notYourAssessment,
      'NOT_FOUND',
    );
  });

  it('needs all five initials, starts once, answers a replay with the first result', async () => {
    const c = await candidate('CAMPUS');
    await ok(c.token, CREATE, { clientMutationId: key() });
    await refused(
      c.token,
      START,
      {
        id: 'fx-cognitive',
        acknowledgements: { ...INITIALS, monitoring: '   ' },
        clientMutationId: key(),
      },
      m.initialsRequired,
    );
    expect((await ok(c.token, GET, { id: 'fx-cognitive' })).status).toBe('READY');
    await refused(c.token, INFO, { id: 'fx-cognitive' }, m.notStarted);

    const variables = {
      id: 'fx-cognitive',
      acknowledgements: { ...INITIALS, aiTools: '  ab ' },
      clientMutationId: key(),
    };
    const started = await ok(c.token, START, variables);
    expect(started.status).toBe('IN_PROGRESS');
    expect(await ok(c.token, START, variables)).toEqual(started);
    const [row] = await t.database.db
      .select()
      .from(candidateAssessments)
      .where(eq(candidateAssessments.userId, c.userId));
    expect(row!.acknowledgements).toEqual({ ...INITIALS, aiTools: 'ab' });
    expect(row!.startedAt).not.toBeNull();

    await refused(c.token, START, { ...variables, clientMutationId: key() }, m.alreadyStarted);
    const [after] = await t.database.db
      .select()
      .from(candidateAssessments)
      .where(eq(candidateAssessments.userId, c.userId));
    expect(after!.startedAt).toEqual(row!.startedAt);
  });
});

describe('the section flow', () => {
  it('goes info, questions, next, and answers id null at the end; the assessment completes', async () => {
    const c = await startedCandidate();
    const intro = await ok(c.token, INFO, { id: 'fx-cognitive' });
    expect(intro).toMatchObject({
      id: 'fx-intro',
      status: 'NOT_STARTED',
      isInformational: true,
      completedSections: 0,
      totalSections: 3,
      timerDuration: null,
      timerRemaining: null,
      instructions: ['Read this first.'],
      sampleItemGroups: [],
    });
    const introQuestions = await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    expect(introQuestions).toMatchObject({ id: 'fx-intro', itemGroups: [] });
    // A section with questions cannot be closed before they are served.
    expect((await close(c.token, 'fx-choice', 'MANUAL')).errors?.[0]?.message).toBe(
      m.sectionNotOpen,
    );
    expect((await close(c.token, 'fx-intro', 'MANUAL')).data).toEqual({
      assessmentSectionClose: { id: 'fx-intro', status: 'COMPLETE' },
    });

    const choice = await ok(c.token, INFO, { id: 'fx-cognitive' });
    expect(choice).toMatchObject({
      id: 'fx-choice',
      status: 'NOT_STARTED',
      completedSections: 1,
      timerDuration: 300,
      timerRemaining: 300,
      isInformational: false,
    });
    // The samples carry their answers and explanation; the real questions never do.
    expect(choice.sampleItemGroups).toHaveLength(1);
    expect(choice.sampleItemGroups[0]!.explanation).toBe('Two and two make four.');
    expect(choice.sampleItemGroups[0]!.items[0]!.options.map((o) => o.isCorrect)).toEqual([
      false,
      true,
    ]);
    expect(JSON.stringify(choice)).not.toContain('fx-mc');

    const questions = await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    expect(questions.itemGroups.map((g: { id: string }) => g.id)).toEqual([
      'fx-mc',
      'fx-matrix',
      'fx-multi',
    ]);
    for (const group of questions.itemGroups) {
      expect(group.explanation).toBeNull();
      for (const item of group.items)
        for (const option of item.options) expect(option.isCorrect).toBeNull();
    }
    expect(questions.itemGroups[1]!.headers).toEqual([
      { label: 'True', value: 't' },
      { label: 'False', value: 'f' },
    ]);
    expect(questions.itemGroups[1]!.items[0]!.value).toBe('row-1');
    expect(questions.timeRemaining).toBeGreaterThan(295);
    expect(questions.timeRemaining).toBeLessThanOrEqual(300);
    await answerEveryChoice(c.token);
    expect((await close(c.token, 'fx-choice', 'MANUAL')).errors).toBeUndefined();

    const open = await ok(c.token, INFO, { id: 'fx-cognitive' });
    expect(open).toMatchObject({ id: 'fx-open', timerDuration: null, timerRemaining: null });
    const openQuestions = await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    expect(openQuestions).toMatchObject({ status: 'IN_PROGRESS', timeRemaining: null });
    await answerEveryOpen(c.token);
    expect((await close(c.token, 'fx-open', 'MANUAL')).errors).toBeUndefined();

    expect(await ok(c.token, INFO, { id: 'fx-cognitive' })).toMatchObject({
      id: null,
      completedSections: 3,
      totalSections: 3,
    });
    expect(await ok(c.token, QUESTIONS, { id: 'fx-cognitive' })).toMatchObject({
      id: null,
      itemGroups: [],
    });
    const done = await ok(c.token, GET, { id: 'fx-cognitive' });
    expect(done.status).toBe('COMPLETE');
    expect(done.sections.every((s: { status: string }) => s.status === 'COMPLETE')).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(candidateAssessments)
      .where(eq(candidateAssessments.userId, c.userId));
    expect(row!.completedAt).not.toBeNull();
    await refused(
      c.token,
      START,
      { id: 'fx-cognitive', acknowledgements: INITIALS, clientMutationId: key() },
      m.assessmentComplete,
    );
  });

  it('starts the clock when the questions are first served, and never restarts it', async () => {
    const c = await inTimedSection();
    const first = await sectionRow(c.userId, 'fx-choice');
    expect(first.status).toBe('IN_PROGRESS');
    expect(first.deadlineAt!.getTime() - first.startedAt!.getTime()).toBe(300_000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    expect(again.timeRemaining).toBeLessThan(300);
    const second = await sectionRow(c.userId, 'fx-choice');
    expect(second.startedAt).toEqual(first.startedAt);
    expect(second.deadlineAt).toEqual(first.deadlineAt);
    const info = await ok(c.token, INFO, { id: 'fx-cognitive' });
    expect(info).toMatchObject({ id: 'fx-choice', status: 'IN_PROGRESS', timerDuration: 300 });
    expect(info.timerRemaining).toBeLessThan(300);
  });

  it('gives 1.5 times the time with a 1.5 multiplier, kept once the section started', async () => {
    const c = await startedCandidate(1.5);
    await close(c.token, 'fx-intro', 'MANUAL');
    expect(await ok(c.token, INFO, { id: 'fx-cognitive' })).toMatchObject({
      timerDuration: 450,
      timerRemaining: 450,
    });
    await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    const row = await sectionRow(c.userId, 'fx-choice');
    expect(row.deadlineAt!.getTime() - row.startedAt!.getTime()).toBe(450_000);
    expect(row.timerMultiplier).toBe(1.5);

    // A later change applies to sections not started yet only.
    await t.database.db
      .update(users)
      .set({ accommodationMultiplier: 2 })
      .where(eq(users.id, c.userId));
    expect(await ok(c.token, INFO, { id: 'fx-cognitive' })).toMatchObject({ timerDuration: 450 });
    const sections = (await ok(c.token, GET, { id: 'fx-cognitive' })).sections;
    expect(sections.map((s: { timerMultiplier: number }) => s.timerMultiplier)).toEqual([
      1, 1.5, 2,
    ]);
  });
});

describe('submitItemResponse', () => {
  it('accepts every item type and serves the latest response back', async () => {
    const c = await inTimedSection();
    expect(await submit(c.token, 'fx-mc-1', [{ id: 'fx-mc-1-b' }])).toMatchObject({
      status: 'IN_PROGRESS',
    });
    const result = await submit(c.token, 'fx-matrix-1', [{ id: 'fx-matrix-1-t' }]);
    expect(result.timeRemaining).toBeGreaterThan(290);
    await submit(c.token, 'fx-multi-1', [{ id: 'fx-multi-1-b' }, { id: 'fx-multi-1-a' }]);
    await submit(c.token, 'fx-mc-1', [{ id: 'fx-mc-1-a' }]); // changed the answer

    const questions = await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    const selected = questions.itemGroups.flatMap((g) =>
      g.items.flatMap((i) => i.options.filter((o) => o.isSelected).map((o) => o.id)),
    );
    expect(selected).toEqual(['fx-mc-1-a', 'fx-matrix-1-t', 'fx-multi-1-a', 'fx-multi-1-b']);
    expect(await responsesOf(c.userId)).toEqual([
      { itemId: 'fx-matrix-1', values: [{ id: 'fx-matrix-1-t' }] },
      { itemId: 'fx-mc-1', values: [{ id: 'fx-mc-1-a' }] },
      { itemId: 'fx-multi-1', values: [{ id: 'fx-multi-1-a' }, { id: 'fx-multi-1-b' }] },
    ]);

    // The untimed section: text and points.
    await closeChoiceAtTimeUp(c);
    await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    expect(await submit(c.token, 'fx-text-1', [{ value: '  History  ' }])).toEqual({
      status: 'IN_PROGRESS',
      timeRemaining: null,
    });
    await submit(c.token, 'fx-points-1', [
      { id: 'fx-points-1-c', value: '5' },
      { id: 'fx-points-1-a', value: '2' },
      { id: 'fx-points-1-b', value: '3' },
    ]);
    const open = await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    expect(open.itemGroups[0]!.items[0]!.value).toBe('History');
    expect(open.itemGroups[1]!.items[0]!.options.map((o) => [o.id, o.isSelected, o.value])).toEqual(
      [
        ['fx-points-1-a', true, '2'],
        ['fx-points-1-b', true, '3'],
        ['fx-points-1-c', true, '5'],
      ],
    );
  });

  it('clears an item when its answer has no values, or only blank text', async () => {
    const c = await inTimedSection();
    await submit(c.token, 'fx-mc-1', [{ id: 'fx-mc-1-b' }]);
    await submit(c.token, 'fx-multi-1', [{ id: 'fx-multi-1-a' }]);
    expect(await submit(c.token, 'fx-multi-1', [])).toMatchObject({ status: 'IN_PROGRESS' });
    expect(await responsesOf(c.userId)).toEqual([
      { itemId: 'fx-mc-1', values: [{ id: 'fx-mc-1-b' }] },
    ]);
    await submit(c.token, 'fx-mc-1', []);
    expect(await responsesOf(c.userId)).toEqual([]);

    await closeChoiceAtTimeUp(c);
    await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    await submit(c.token, 'fx-text-1', [{ value: 'History' }]);
    await submit(c.token, 'fx-text-1', [{ value: '   ' }]);
    expect(await responsesOf(c.userId)).toEqual([]);
  });

  it('refuses answers that do not fit, and stores nothing', async () => {
    const c = await inTimedSection();
    const cases: [string, Values, string][] = [
      ['fx-mc-1', [{ id: 'fx-mc-2-a' }], m.unknownOption],
      ['fx-mc-1', [{ id: 'nope' }], m.unknownOption],
      ['fx-mc-1', [{ id: 'fx-mc-1-a' }, { id: 'fx-mc-1-b' }], m.answerDoesNotFit],
      ['fx-mc-1', [{ value: 'fx-mc-1-a' }], m.answerDoesNotFit],
      ['fx-matrix-1', [{ id: 'fx-matrix-1-t', value: 'x' }], m.answerDoesNotFit],
      ['fx-multi-1', [{ id: 'fx-multi-1-none' }, { id: 'fx-multi-1-a' }], m.answerDoesNotFit],
      ['fx-multi-1', [{ id: 'fx-multi-1-a' }, { id: 'fx-multi-1-a' }], m.answerDoesNotFit],
      [
        'fx-multi-1',
        Array.from({ length: 101 }, () => ({ id: 'fx-multi-1-a' })),
        m.answerDoesNotFit,
      ],
    ];
    for (const [item, values, message] of cases) {
      await refused(c.token, SUBMIT, submitVars(item, values), message);
    }
    await refused(
      c.token,
      SUBMIT,
      submitVars('fx-mc-1', [{ id: 'fx-mc-1-a' }], 'yesterday'),
      m.answerDoesNotFit,
    );
    // Items of a section not open yet, sample items, unknown ids.
    await refused(c.token, SUBMIT, submitVars('fx-text-1', [{ value: 'x' }]), m.sectionNotOpen);
    await refused(
      c.token,
      SUBMIT,
      submitVars('fx-sample-1', [{ id: 'fx-sample-1-b' }]),
      m.unknownItem,
      'NOT_FOUND',
    );
    await refused(
      c.token,
      SUBMIT,
      submitVars('x'.repeat(300), [{ id: 'a' }]),
      m.unknownItem,
      'NOT_FOUND',
    );
    expect(await responsesOf(c.userId)).toEqual([]);

    // The untimed section's text and points rules.
    await closeChoiceAtTimeUp(c);
    await refused(c.token, SUBMIT, submitVars('fx-mc-1', [{ id: 'fx-mc-1-a' }]), m.sectionClosed);
    await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    const open: [string, Values, string][] = [
      ['fx-text-1', [{ value: 'x'.repeat(501) }], m.answerDoesNotFit],
      ['fx-text-1', [{ value: 'a' }, { value: 'b' }], m.answerDoesNotFit],
      ['fx-text-1', [{ id: 'fx-points-1-a', value: 'a' }], m.unknownOption],
      [
        'fx-points-1',
        [
          { id: 'fx-points-1-a', value: '5' },
          { id: 'fx-points-1-b', value: '5' },
          { id: 'fx-points-1-c', value: '1' },
        ],
        m.answerDoesNotFit,
      ],
      [
        'fx-points-1',
        [
          { id: 'fx-points-1-a', value: '2.5' },
          { id: 'fx-points-1-b', value: '2.5' },
          { id: 'fx-points-1-c', value: '5' },
        ],
        m.answerDoesNotFit,
      ],
      [
        'fx-points-1',
        [
          { id: 'fx-points-1-a', value: '10' },
          { id: 'fx-points-1-b', value: '0' },
        ],
        m.answerDoesNotFit,
      ],
    ];
    for (const [item, values, message] of open) {
      await refused(c.token, SUBMIT, submitVars(item, values), message);
    }
    expect(await responsesOf(c.userId)).toEqual([]);
  });

  it("refuses another candidate's item as unknown and stores nothing for either", async () => {
    const owner = await inTimedSection();
    const other = await inTimedSection();
    // Both have the same content; the item ids are shared, the sections are not. A third candidate
    // without the assessment cannot reach it.
    const stranger = await candidate('LATERAL');
    await ok(stranger.token, CREATE, { clientMutationId: key() });
    await refused(
      stranger.token,
      SUBMIT,
      submitVars('fx-mc-1', [{ id: 'fx-mc-1-a' }]),
      m.unknownItem,
      'NOT_FOUND',
    );
    await refused(
      stranger.token,
      CLOSE,
      { id: 'fx-choice', closeType: 'MANUAL', clientMutationId: key() },
      m.notYourAssessment,
      'NOT_FOUND',
    );
    await submit(other.token, 'fx-mc-1', [{ id: 'fx-mc-1-b' }]);
    expect(await responsesOf(owner.userId)).toEqual([]);
    expect(await responsesOf(stranger.userId)).toEqual([]);
    expect(await responsesOf(other.userId)).toHaveLength(1);
    expect((await sectionRow(owner.userId, 'fx-choice')).status).toBe('IN_PROGRESS');
  });

  it('keeps the newest response, and answers a replay with the first result', async () => {
    const c = await inTimedSection();
    const later = submitVars('fx-mc-2', [{ id: 'fx-mc-2-b' }], iso(-1000));
    const first = await ok(c.token, SUBMIT, later);
    // An older response arriving late does not replace it.
    await submit(c.token, 'fx-mc-2', [{ id: 'fx-mc-2-a' }], iso(-5000));
    expect(await responsesOf(c.userId)).toEqual([
      { itemId: 'fx-mc-2', values: [{ id: 'fx-mc-2-b' }] },
    ]);
    // A newer one does; then the first request replayed changes nothing back.
    await submit(c.token, 'fx-mc-2', [{ id: 'fx-mc-2-a' }]);
    expect(await ok(c.token, SUBMIT, later)).toEqual(first);
    expect(await responsesOf(c.userId)).toEqual([
      { itemId: 'fx-mc-2', values: [{ id: 'fx-mc-2-a' }] },
    ]);
    const [keys] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, c.userId),
          eq(idempotencyKeys.operation, 'submitItemResponse'),
        ),
      );
    expect(keys!.n).toBe(3);
  });

  it('settles answers racing a close: the score counts exactly the answers stored before it', async () => {
    // A few rounds: which requests win the race varies; the rule must hold in each.
    for (let round = 0; round < 3; round++) {
      const c = await inTimedSection();
      // The time nearly up: the close is taken whichever answers it finds (closing.ts).
      await moveDeadline(c.userId, 'fx-choice', 4_000);
      const answers: [string, Values, boolean][] = [
        ['fx-mc-1', [{ id: 'fx-mc-1-a' }], true],
        ['fx-mc-2', [{ id: 'fx-mc-2-a' }], false],
        ['fx-matrix-1', [{ id: 'fx-matrix-1-t' }], true],
        ['fx-multi-1', [{ id: 'fx-multi-1-a' }, { id: 'fx-multi-1-b' }], true],
      ];
      const results = await Promise.all([
        ...answers.map(([id, values]) => call(c.token, SUBMIT, submitVars(id, values))),
        close(c.token, 'fx-choice', 'MANUAL'),
      ]);
      expect(results.pop()!.errors).toBeUndefined();
      // Each answer was either stored before the close or refused after it, never stored after it.
      const stored = new Set((await responsesOf(c.userId)).map((r) => r.itemId));
      answers.forEach(([id], i) => {
        if (stored.has(id)) expect(results[i]!.errors).toBeUndefined();
        else expect(results[i]!.errors?.[0]?.message).toBe(m.sectionClosed);
      });
      const right = answers.filter(([id, , isRight]) => isRight && stored.has(id)).length;
      // The one wrong answer has two options: it costs a whole point (decision 020).
      const wrong = stored.has('fx-mc-2') ? 1 : 0;
      expect(await sectionRow(c.userId, 'fx-choice')).toMatchObject({
        status: 'COMPLETE',
        score: right - wrong,
        maxScore: 4,
        rightAnswers: right,
        wrongAnswers: wrong,
      });
    }
  });

  it('applies the deadline and the grace window', async () => {
    const c = await inTimedSection();
    // Past the deadline, within the grace window: created before the deadline counts…
    await moveDeadline(c.userId, 'fx-choice', -30_000);
    expect(await submit(c.token, 'fx-mc-1', [{ id: 'fx-mc-1-a' }], iso(-60_000))).toEqual({
      status: 'IN_PROGRESS',
      timeRemaining: 0,
    });
    // …but never one claiming a time before the section's questions were served (decision 053).
    await refused(
      c.token,
      SUBMIT,
      submitVars('fx-mc-2', [{ id: 'fx-mc-2-b' }], '2000-01-01T00:00:00.000Z'),
      m.answerBeforeStart,
    );
    // …created after it does not.
    await refused(
      c.token,
      SUBMIT,
      submitVars('fx-mc-2', [{ id: 'fx-mc-2-b' }], iso(-10_000)),
      m.pastDeadline,
    );
    // A timestamp in the future counts as now: after the deadline, so refused.
    await refused(
      c.token,
      SUBMIT,
      submitVars('fx-mc-2', [{ id: 'fx-mc-2-b' }], iso(3_600_000)),
      m.pastDeadline,
    );
    expect((await responsesOf(c.userId)).map((r) => r.itemId)).toEqual(['fx-mc-1']);
    expect((await sectionRow(c.userId, 'fx-choice')).status).toBe('IN_PROGRESS');

    // Past the grace window: refused even when created in time, and the section is closed (TIMER).
    await moveDeadline(c.userId, 'fx-choice', -(GRACE_MS + 10_000));
    await refused(
      c.token,
      SUBMIT,
      submitVars('fx-mc-2', [{ id: 'fx-mc-2-b' }], iso(-GRACE_MS - 60_000)),
      m.pastDeadline,
    );
    expect((await responsesOf(c.userId)).map((r) => r.itemId)).toEqual(['fx-mc-1']);
    const row = await sectionRow(c.userId, 'fx-choice');
    // Three items left blank when time ran out: they cost nothing.
    expect(row).toMatchObject({
      status: 'COMPLETE',
      closeType: 'TIMER',
      score: 1,
      maxScore: 4,
      rightAnswers: 1,
      wrongAnswers: 0,
    });
  });

  it('gives a late answer its own reason after a read closed the section first', async () => {
    const c = await inTimedSection();
    await moveDeadline(c.userId, 'fx-choice', -(GRACE_MS + 10_000));
    // A read on reconnect closes the expired section (TIMER) before the queued answer arrives.
    await ok(c.token, INFO, { id: 'fx-cognitive' });
    expect((await sectionRow(c.userId, 'fx-choice')).status).toBe('COMPLETE');
    // Created after the deadline: refused as late, not merely "closed".
    await refused(
      c.token,
      SUBMIT,
      submitVars('fx-mc-1', [{ id: 'fx-mc-1-a' }], iso(-5_000)),
      m.pastDeadline,
    );
    expect(await responsesOf(c.userId)).toEqual([]);
  });
});

/**
 * Several answers in one request, as the outbox flushes its queue (docs/decisions/044): aliased
 * fields, each with its own key and variables.
 */
function answerBatch(count: number): Op<unknown> {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const variables = indexes.map(
    (i) =>
      `$a${i}_id: ID!, $a${i}_values: [ItemResponseValue!]!, $a${i}_timestamp: String!, $a${i}_key: ID!`,
  );
  const fields = indexes.map(
    (i) =>
      `a${i}: submitItemResponse(id: $a${i}_id, values: $a${i}_values, timestamp: $a${i}_timestamp, clientMutationId: $a${i}_key) { status timeRemaining }`,
  );
  return op(`mutation OutboxBatch(${variables.join(', ')}) { ${fields.join(' ')} }`);
}

type Answer = { id: string; values: Values; timestamp: string; key: string };

/** The batch's variables: answer i under `a${i}_…`. */
const batchVariables = (answers: readonly Answer[]) =>
  Object.fromEntries(
    answers.flatMap((answer, i) =>
      Object.entries(answer).map(([name, value]) => [`a${i}_${name}`, value]),
    ),
  );

/** Ten answers to the timed section's four items, each newer than the one before. */
function tenAnswers(): Answer[] {
  const choices: [string, string][] = [
    ['fx-mc-1', 'fx-mc-1-a'],
    ['fx-mc-2', 'fx-mc-2-a'],
    ['fx-matrix-1', 'fx-matrix-1-t'],
    ['fx-multi-1', 'fx-multi-1-a'],
    ['fx-mc-1', 'fx-mc-1-b'],
    ['fx-mc-2', 'fx-mc-2-b'],
    ['fx-matrix-1', 'fx-matrix-1-f'],
    ['fx-multi-1', 'fx-multi-1-b'],
    ['fx-mc-1', 'fx-mc-1-a'],
    ['fx-mc-2', 'fx-mc-2-a'],
  ];
  return choices.map(([id, option], i) => ({
    id,
    values: [{ id: option }],
    // After the section's start (answers never claim a time before it: decision 053).
    timestamp: iso(-3_000 + i * 100),
    key: key(),
  }));
}

async function answerKeysOf(userId: string) {
  return t.database.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.operation, 'submitItemResponse')),
    )
    .orderBy(idempotencyKeys.key);
}

describe('several answers in one request', () => {
  it('stores each of 10 aliased answers once, in order, and answers a replay with the first results', async () => {
    const c = await inTimedSection();
    const answers = tenAnswers();
    const batch = answerBatch(10);
    const first = await call(c.token, batch, batchVariables(answers));
    expect(first.errors).toBeUndefined();
    expect(Object.keys(first.data!)).toEqual(answers.map((_, i) => `a${i}`));
    expect(first.data!.a9).toMatchObject({ status: 'IN_PROGRESS' });

    // The last answer to each item counts (they ran in order).
    expect(await responsesOf(c.userId)).toEqual([
      { itemId: 'fx-matrix-1', values: [{ id: 'fx-matrix-1-f' }] },
      { itemId: 'fx-mc-1', values: [{ id: 'fx-mc-1-a' }] },
      { itemId: 'fx-mc-2', values: [{ id: 'fx-mc-2-a' }] },
      { itemId: 'fx-multi-1', values: [{ id: 'fx-multi-1-b' }] },
    ]);
    const keys = answers.map((a) => a.key).sort();
    expect((await answerKeysOf(c.userId)).map((k) => k.key)).toEqual(keys);

    // The same request again (its answer was lost): the first results, nothing stored twice.
    const replay = await call(c.token, batch, batchVariables(answers));
    expect(replay).toEqual(first);
    expect((await answerKeysOf(c.userId)).map((k) => k.key)).toEqual(keys);
    expect(await responsesOf(c.userId)).toHaveLength(4);
  });

  it('refuses 11 answers in one request with a 400 that says why, and stores nothing', async () => {
    const c = await inTimedSection();
    const answers = [...tenAnswers(), { ...tenAnswers()[0]!, key: key() }];
    const response = await graphql(t.app, answerBatch(11).query, batchVariables(answers), c.token);
    expect(response.statusCode).toBe(400);
    expect(response.json<GraphQLAnswer>().errors?.[0]?.message).toBe(
      'Syntax Error: Aliases limit of 10 exceeded, found 11.',
    );
    expect(await responsesOf(c.userId)).toEqual([]);
    expect(await answerKeysOf(c.userId)).toEqual([]);
  });

  it('runs nothing after an answer that fails, and stores what came before it', async () => {
    const c = await inTimedSection();
    const [a, b, , d] = tenAnswers();
    const unknown = { id: 'fx-nope', values: [{ id: 'fx-nope-a' }], timestamp: iso(), key: key() };
    // Twice: the second run is Mercurius' compiled (JIT) query, which must stop the same way.
    for (const round of [1, 2]) {
      const answers = [a!, b!, unknown, d!].map((x) => (round === 1 ? x : { ...x, key: key() }));
      const body = await call(c.token, answerBatch(4), batchVariables(answers));
      // The fields cannot be null, so one error empties `data`; each error names its field.
      expect(body.data).toBeNull();
      const [refusal, ...after] = body.errors ?? [];
      expect(refusal).toMatchObject({ path: ['a2'], extensions: { code: 'NOT_FOUND' } });
      // graphql-js stops at a failed non-null field by itself; the compiled query runs the rest,
      // which answer NOT_RUN (stop-at-first-failure.ts), though it reports the first error only.
      for (const other of after) expect(other.extensions?.code).toBe('NOT_RUN');
    }
    // The two answers before the refused one were stored; the one after it never was.
    expect((await responsesOf(c.userId)).map((r) => r.itemId)).toEqual(['fx-mc-1', 'fx-mc-2']);
    const stored = (await answerKeysOf(c.userId)).map((k) => k.key);
    expect(stored).toContain(a!.key);
    expect(stored).not.toContain(d!.key);
  });
});

describe('the session of an answer', () => {
  /** The stored answer to fx-mc-1 and the caller's keys for answers. */
  async function stored(userId: string) {
    const [row] = await t.database.db
      .select({ values: itemResponses.values })
      .from(itemResponses)
      .where(and(eq(itemResponses.userId, userId), eq(itemResponses.itemId, 'fx-mc-1')));
    const keys = await t.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.operation, 'submitItemResponse'),
        ),
      );
    return { values: row?.values, keys: keys.length };
  }

  it('refuses answers from the moment the session ends elsewhere, and keeps nothing of them', async () => {
    const c = await inTimedSection();
    // The first answer looks the session up; the next ones check it in their own statement.
    await submit(c.token, 'fx-mc-1', [{ id: 'fx-mc-1-b' }]);
    const replayed = submitVars('fx-mc-1', [{ id: 'fx-mc-1-a' }]);
    await ok(c.token, SUBMIT, replayed);
    const before = await stored(c.userId);
    expect(before).toEqual({ values: [{ id: 'fx-mc-1-a' }], keys: 2 });

    // Ended by another server (no process here hears of it): straight in the database.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, c.userId));
    for (const variables of [submitVars('fx-mc-1', [{ id: 'fx-mc-1-b' }]), replayed]) {
      const response = await graphql(t.app, SUBMIT.query, variables, c.token);
      expect(response.statusCode).toBe(401);
      expect(response.json<GraphQLAnswer>().errors?.[0]).toMatchObject({
        extensions: { code: 'UNAUTHORIZED' },
      });
    }
    // Two answers in one document are looked up the ordinary way: refused as well.
    const two = await graphql(
      t.app,
      `
        mutation Two($a: [ItemResponseValue!]!, $t: String!, $k1: ID!, $k2: ID!) {
          one: submitItemResponse(id: "fx-mc-1", values: $a, timestamp: $t, clientMutationId: $k1) {
            status
          }
          two: submitItemResponse(id: "fx-mc-1", values: $a, timestamp: $t, clientMutationId: $k2) {
            status
          }
        }
      `,
      { a: [{ id: 'fx-mc-1-b' }], t: iso(), k1: key(), k2: key() },
      c.token,
    );
    expect(two.statusCode).toBe(401);
    expect(await stored(c.userId)).toEqual(before);
  });
});

describe('assessmentSectionClose', () => {
  it('refuses Next (MANUAL) while a question is unanswered and time is left; nothing changes', async () => {
    const c = await inTimedSection();
    await submit(c.token, 'fx-mc-1', [{ id: 'fx-mc-1-a' }]);
    const before = await sectionRow(c.userId, 'fx-choice');
    await refused(
      c.token,
      CLOSE,
      { id: 'fx-choice', closeType: 'MANUAL', clientMutationId: key() },
      m.answerEveryQuestion,
    );
    expect(await sectionRow(c.userId, 'fx-choice')).toEqual(before);
    // Every question answered: taken.
    await answerEveryChoice(c.token);
    expect((await close(c.token, 'fx-choice', 'MANUAL')).errors).toBeUndefined();
    expect(await sectionRow(c.userId, 'fx-choice')).toMatchObject({
      status: 'COMPLETE',
      closeType: 'MANUAL',
    });

    // An untimed section has no time to run out: every question, always.
    await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    await submit(c.token, 'fx-text-1', [{ value: 'Maths' }]);
    await refused(
      c.token,
      CLOSE,
      { id: 'fx-open', closeType: 'MANUAL', clientMutationId: key() },
      m.answerEveryQuestion,
    );
    expect((await sectionRow(c.userId, 'fx-open')).status).toBe('IN_PROGRESS');
  });

  it('refuses a TIMER close while time remains, accepts it at the end', async () => {
    const c = await inTimedSection();
    const early = await close(c.token, 'fx-choice', 'TIMER');
    expect(early.errors?.[0]).toMatchObject({ message: m.timeLeftRequired });
    expect((await sectionRow(c.userId, 'fx-choice')).status).toBe('IN_PROGRESS');
    await moveDeadline(c.userId, 'fx-choice', 1_000);
    expect((await close(c.token, 'fx-choice', 'TIMER')).data).toEqual({
      assessmentSectionClose: { id: 'fx-choice', status: 'COMPLETE' },
    });
    expect(await sectionRow(c.userId, 'fx-choice')).toMatchObject({ closeType: 'TIMER' });
  });

  it('closes a section left open past the grace window when it is next asked about', async () => {
    const c = await inTimedSection();
    await submit(c.token, 'fx-mc-1', [{ id: 'fx-mc-1-a' }]);
    await submit(c.token, 'fx-mc-2', [{ id: 'fx-mc-2-a' }]);
    await submit(c.token, 'fx-multi-1', [{ id: 'fx-multi-1-a' }, { id: 'fx-multi-1-b' }]);
    await moveDeadline(c.userId, 'fx-choice', -(GRACE_MS + 1_000));
    const info = await ok(c.token, INFO, { id: 'fx-cognitive' });
    expect(info).toMatchObject({ id: 'fx-open', completedSections: 2 });
    expect(await sectionRow(c.userId, 'fx-choice')).toMatchObject({
      status: 'COMPLETE',
      closeType: 'TIMER',
      score: 1, // two right, one wrong of two options (-1)
      maxScore: 4,
      rightAnswers: 2,
      wrongAnswers: 1,
    });
    // The client's own TIMER close, queued offline, still succeeds; so does its replay.
    const clientMutationId = key();
    const queued = await close(c.token, 'fx-choice', 'TIMER', clientMutationId);
    expect(queued.data).toEqual({
      assessmentSectionClose: { id: 'fx-choice', status: 'COMPLETE' },
    });
    expect((await close(c.token, 'fx-choice', 'TIMER', clientMutationId)).data).toEqual(
      queued.data,
    );
    expect((await close(c.token, 'fx-choice', 'MANUAL')).data).toEqual(queued.data);
  });

  it('scores a section: +1 for exactly right, -1/(options-1) for wrong, 0 for blank (decision 020)', async () => {
    const c = await inTimedSection();
    await submit(c.token, 'fx-mc-1', [{ id: 'fx-mc-1-a' }]); // right
    await submit(c.token, 'fx-mc-2', [{ id: 'fx-mc-2-a' }]); // wrong
    await submit(c.token, 'fx-matrix-1', [{ id: 'fx-matrix-1-t' }]); // right
    await submit(c.token, 'fx-multi-1', [{ id: 'fx-multi-1-a' }]); // one of two: wrong
    await close(c.token, 'fx-choice', 'MANUAL');
    const row = await sectionRow(c.userId, 'fx-choice');
    expect(row).toMatchObject({
      status: 'COMPLETE',
      closeType: 'MANUAL',
      maxScore: 4,
      rightAnswers: 2,
      wrongAnswers: 2,
    });
    // Two options: -1; four options: -1/3.
    expect(row.score).toBeCloseTo(2 - 1 - 1 / 3, 10);
    // Sections without scored items, and the lateral assessment, store no score.
    await ok(c.token, QUESTIONS, { id: 'fx-cognitive' });
    await answerEveryOpen(c.token);
    expect((await close(c.token, 'fx-open', 'MANUAL')).errors).toBeUndefined();
    expect(await sectionRow(c.userId, 'fx-open')).toMatchObject({
      status: 'COMPLETE',
      score: null,
      maxScore: null,
    });

    const lateral = await candidate('LATERAL');
    await ok(lateral.token, CREATE, { clientMutationId: key() });
    await ok(lateral.token, START, {
      id: 'fx-lateral',
      acknowledgements: INITIALS,
      clientMutationId: key(),
    });
    await ok(lateral.token, QUESTIONS, { id: 'fx-lateral' });
    await submit(lateral.token, 'fx-lat-mc-1', [{ id: 'fx-lat-mc-1-a' }]);
    expect((await close(lateral.token, 'fx-lat-1', 'MANUAL')).errors).toBeUndefined();
    expect(await sectionRow(lateral.userId, 'fx-lat-1')).toMatchObject({
      status: 'COMPLETE',
      score: null,
      maxScore: null,
    });
    expect((await ok(lateral.token, LIST))[0]!.status).toBe('COMPLETE');
  });
});
