/**
 * A candidate's cognitive assessment provisioned and started, and its first section with questions
 * open (its clock running), through GraphQL: what the benchmarks that answer items (tests/bench)
 * set up for each candidate. Informational sections before it are closed. The candidate must be
 * CAMPUS (the cognitive assessment is theirs): `makeCampusWithLongClock` first.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ItemToAnswer } from './fitting-answers.ts';

/** Far above any section's limit, so no clock runs out during a run (numeric(4,2) caps it). */
const BENCH_MULTIPLIER = 50;

/** Makes the candidate CAMPUS, with an accommodation no benchmark outlasts, in the database. */
export async function makeCampusWithLongClock(db: pg.Client, userId: string): Promise<void> {
  await db.query(
    "UPDATE users SET account_type = 'CAMPUS', accommodation_multiplier = $2 WHERE id = $1",
    [userId, BENCH_MULTIPLIER],
  );
}

/** Sends a GraphQL operation as the candidate; its data, or throws on errors. */
export type GraphqlCall = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

const CREATE = `mutation CreateDefaultAssessments($clientMutationId: ID!) {
  createDefaultAssessments(clientMutationId: $clientMutationId) { id }
}`;
const START = `mutation StartAssessment($id: ID!, $acknowledgements: AcknowledgementsInput!, $clientMutationId: ID!) {
  startAssessment(assessmentID: $id, acknowledgements: $acknowledgements, clientMutationId: $clientMutationId) { id status }
}`;
const INFO = `query GetNextAssessmentSectionInformation($id: ID!) {
  nextAssessmentSectionInformation(assessmentID: $id) { id isInformational }
}`;
const QUESTIONS = `query GetNextAssessmentSectionQuestions($id: ID!) {
  nextAssessmentSectionQuestions(assessmentID: $id) {
    itemGroups { itemType totalPoints items { id options { id isExclusive } } }
  }
}`;
const CLOSE = `mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {
  assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) { id status }
}`;

/**
 * Opens the first section with questions; its items. Each write's clientMutationId comes from
 * `newKey` (to know which idempotency keys the setup stored); `initials` sign the acknowledgements.
 */
export async function openFirstTimedSection(
  graphql: GraphqlCall,
  { newKey = randomUUID, initials = 'BM' }: { newKey?: () => string; initials?: string } = {},
): Promise<ItemToAnswer[]> {
  const assessments = (await graphql(CREATE, { clientMutationId: newKey() }))
    .createDefaultAssessments as { id: string }[];
  const assessmentId = assessments[0]!.id;
  await graphql(START, {
    id: assessmentId,
    acknowledgements: {
      aiTools: initials,
      selfCompletion: initials,
      monitoring: initials,
      violationConsequences: initials,
      retakePolicy: initials,
    },
    clientMutationId: newKey(),
  });
  for (let guard = 0; guard < 20; guard++) {
    const info = (await graphql(INFO, { id: assessmentId })).nextAssessmentSectionInformation as {
      id: string | null;
      isInformational: boolean;
    };
    if (!info.id) throw new Error('no section with questions');
    if (info.isInformational) {
      await graphql(CLOSE, { id: info.id, closeType: 'MANUAL', clientMutationId: newKey() });
      continue;
    }
    const questions = (await graphql(QUESTIONS, { id: assessmentId }))
      .nextAssessmentSectionQuestions as {
      itemGroups: {
        itemType: string;
        totalPoints: number | null;
        items: { id: string; options: ItemToAnswer['options'] }[];
      }[];
    };
    const items = questions.itemGroups.flatMap((g) =>
      g.items.map((item) => ({
        id: item.id,
        itemType: g.itemType,
        totalPoints: g.totalPoints,
        options: item.options,
      })),
    );
    if (items.length > 0) return items;
  }
  throw new Error('no items to answer');
}
