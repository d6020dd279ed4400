/**
 * GetUserBootstrap (spec section 7): what the signed-in shell needs to start, in one request
 * instead of three: the candidate (GetUser), the behavioral survey (GetUserSurveyAnswers: the
 * navigation reads its status) and the timed assessments (GetCandidateAssessments). Each part is
 * selected through the single query's own fragment, so it has exactly that query's shape.
 *
 * The answer has no cache entry of its own (docs/decisions/021): each part becomes the answer of
 * its single query, under that query's key. The three are fetched through the one request, so from
 * the start they are in flight: a consumer that mounts meanwhile (useUser, useUserSurveyAnswers,
 * useCandidateAssessments) waits for that answer instead of sending its own query, and afterwards
 * reads fresh data (no refetch on mount within the usual staleTime). Offline, the three pause and
 * show the persisted copy exactly as the single queries did, and go on when the connection is back.
 *
 * Only the shell's start goes this way. Later refetches (an outbox delivery or a mutation
 * invalidating the user, a landing page's refetch on mount) send the single queries: each query
 * keeps its own `queryFn`, and that is intended.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import type {
  GetCandidateAssessmentsQuery,
  GetUserBootstrapQuery,
  GetUserQuery,
  GetUserSurveyAnswersQuery,
} from '../../gql/graphql.ts';
import { candidateAssessmentsQueryKey } from './get-candidate-assessments.ts';
import { userSurveyAnswersQueryKey } from './get-user-survey-answers.ts';
import { useUser } from './get-user.ts';
import { gqlRequest } from './graphql.ts';
import { userQueryKey } from './query-keys.ts';
import { getSession } from '../session.ts';

export const GetUserBootstrapDocument = graphql(`
  query GetUserBootstrap {
    user {
      ...ShellUserFields
    }
    userSurveyAnswers {
      ...UserSurveyAnswersFields
    }
    candidateAssessments {
      ...CandidateAssessmentFields
    }
  }
`);

/** The query clients whose shell has started (one client per page load and signed-in user). */
const started = new WeakSet<QueryClient>();

/** The GetUserBootstrap on its way, and the session it was sent for. */
let onItsWay: { token: string | undefined; answer: Promise<GetUserBootstrapQuery> } | null = null;

/**
 * One request per attempt, whoever asks. The three queries retry with the same backoff (and
 * resume together when the browser is back online), so a retry of one joins the request another
 * has just sent. And a first render React throws away (the shell's tree suspended before it
 * first showed) leaves a query client that never mounts; the next render's client joins the
 * request that one sent instead of sending its own. Only for the same session: another
 * candidate's answer is never shared.
 */
function bootstrapAnswer(): Promise<GetUserBootstrapQuery> {
  const token = getSession()?.token;
  if (onItsWay && onItsWay.token === token) return onItsWay.answer;
  const answer = gqlRequest(GetUserBootstrapDocument).finally(() => {
    if (onItsWay?.answer === answer) onItsWay = null;
  });
  onItsWay = { token, answer };
  return answer;
}

/**
 * Fetches the user, the survey answers and the assessments through one GetUserBootstrap, under
 * their own query keys. Once per query client, and again only if the user's query was removed
 * (an address confirmed by mail drops the cached user).
 */
export function startUserBootstrap(queryClient: QueryClient): void {
  if (started.has(queryClient) && queryClient.getQueryState(userQueryKey) !== undefined) return;
  started.add(queryClient);

  // prefetchQuery keeps the client's defaults (offlineFirst, retries, staleTime) and does nothing
  // for a query whose data is still fresh.
  void queryClient.prefetchQuery({
    queryKey: userQueryKey,
    queryFn: async (): Promise<GetUserQuery> => ({ user: (await bootstrapAnswer()).user }),
  });
  void queryClient.prefetchQuery({
    queryKey: userSurveyAnswersQueryKey,
    queryFn: async (): Promise<GetUserSurveyAnswersQuery> => ({
      userSurveyAnswers: (await bootstrapAnswer()).userSurveyAnswers,
    }),
  });
  void queryClient.prefetchQuery({
    queryKey: candidateAssessmentsQueryKey,
    queryFn: async (): Promise<GetCandidateAssessmentsQuery> => ({
      candidateAssessments: (await bootstrapAnswer()).candidateAssessments,
    }),
  });
}

/**
 * The shell's user query. Its first render starts GetUserBootstrap, during render (as TanStack's
 * `usePrefetchQuery` does) so that the three queries are in flight before any component below
 * subscribes to them: with a persisted copy on the device the shell renders its pages at once, and
 * their stale copies must not each be refetched on mount.
 */
export function useUserBootstrap() {
  startUserBootstrap(useQueryClient());
  return useUser();
}
