/**
 * The query that starts a section's clock (GetNextAssessmentSectionQuestions) is asked for only by
 * the runner: no invalidation the app makes, nor the one after the device's copy is restored
 * (which touches every query), may send it again (docs/decisions/036-running-assessment-reducer.md).
 */
import { QueryObserver, type InvalidateQueryFilters } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GraphqlModule from '../../../lib/api/graphql.ts';

const requests = vi.hoisted(() => ({ questions: 0 }));

vi.mock('../../../lib/api/graphql.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphqlModule>()),
  gqlRequest: () => {
    requests.questions += 1;
    return Promise.resolve({
      nextAssessmentSectionQuestions: {
        id: 's1',
        status: 'IN_PROGRESS',
        completedSections: 0,
        totalSections: 2,
        timeRemaining: 600,
        itemGroups: [],
      },
    });
  },
}));

const { createAppQueryClient, refreshRestoredQueries } =
  await import('../../../lib/query-client.tsx');
const { assessmentsQueryKey, userQueryKey } = await import('../../../lib/api/query-keys.ts');
const { candidateAssessmentsQueryKey } =
  await import('../../../lib/api/get-candidate-assessments.ts');
const { candidateInvitationsQueryKey } =
  await import('../../../lib/api/get-candidate-invitations.ts');
const { userSurveyAnswersQueryKey } = await import('../../../lib/api/get-user-survey-answers.ts');
const { assessmentQueryKey } = await import('./get-assessment.ts');
const { sectionInformationQueryKey } = await import('./get-next-section-information.ts');
const { refetchSectionQuestions, sectionQuestionsQueryOptions } =
  await import('./get-next-section-questions.ts');

const ASSESSMENT = 'cognitive-v1';

/**
 * Every invalidation the app makes, by the prefix it names (grep invalidateQueries in src/app):
 * the user's queries and those under them, the assessments' own, and other features' roots
 * (written out here: a feature does not import another's files).
 */
const APP_INVALIDATIONS: { name: string; filters: InvalidateQueryFilters | undefined }[] = [
  { name: "the user's queries", filters: { queryKey: userQueryKey } },
  { name: 'the user exactly', filters: { queryKey: userQueryKey, exact: true } },
  { name: "the user's assessments", filters: { queryKey: candidateAssessmentsQueryKey } },
  { name: "the user's survey answers", filters: { queryKey: userSurveyAnswersQueryKey } },
  {
    name: "the user's invitations",
    filters: { queryKey: candidateInvitationsQueryKey().slice(0, -1) },
  },
  { name: "the user's settings", filters: { queryKey: [...userQueryKey, 'settings'] } },
  { name: 'the resume', filters: { queryKey: ['resume'] } },
  { name: 'every assessment (after a close)', filters: { queryKey: assessmentsQueryKey } },
  { name: 'the assessment', filters: { queryKey: assessmentQueryKey(ASSESSMENT), exact: true } },
  { name: 'the next section', filters: { queryKey: sectionInformationQueryKey(ASSESSMENT) } },
  { name: 'everything, every type', filters: { type: 'all', refetchType: 'all' } },
  { name: 'everything (no filter)', filters: undefined },
];

let client: ReturnType<typeof createAppQueryClient>;
let stop: () => void;

/** The questions of s1 on screen: an observer like the runner's, its first answer in. */
async function questionsShown() {
  const observer = new QueryObserver(client, sectionQuestionsQueryOptions(ASSESSMENT, 's1'));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
  return unsubscribe;
}

beforeEach(async () => {
  requests.questions = 0;
  client = createAppQueryClient();
  stop = await questionsShown();
  expect(requests.questions).toBe(1);
});
afterEach(() => {
  stop();
  client.clear();
});

describe("the query that starts a section's clock", () => {
  for (const { name, filters } of APP_INVALIDATIONS) {
    it(`is not asked again when ${name} is invalidated`, async () => {
      await client.invalidateQueries(filters);
      expect(requests.questions).toBe(1);
      // Nor when the questions are shown again afterwards (a new observer mounts).
      const again = await questionsShown();
      again();
      expect(requests.questions).toBe(1);
    });
  }

  it('is not asked again when the restored device copy is refreshed', async () => {
    // A client created after every query's data: all of it counts as the device's copy.
    await refreshRestoredQueries(client, Date.now() + 1);
    expect(requests.questions).toBe(1);
  });

  it('is asked again when the runner asks on purpose, once however many times it asks', async () => {
    await Promise.all([
      refetchSectionQuestions(client, ASSESSMENT, 's1'),
      refetchSectionQuestions(client, ASSESSMENT, 's1'),
    ]);
    expect(requests.questions).toBe(2);
  });
});
