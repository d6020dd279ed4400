import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  GetCandidateAssessmentsQuery,
  GetUserQuery,
  GetUserSurveyAnswersQuery,
} from '../gql/graphql.ts';

// The server, by operation name: every request is recorded; the answers can be held back.
const server = vi.hoisted(() => ({
  calls: [] as string[],
  firstName: 'Ada',
  surveyStatus: 'complete',
  assessmentStatus: 'COMPLETE',
  /** Set to hold GetUserBootstrap's answer until `release` is called. */
  hold: false,
  release: null as (() => void) | null,
  /** How many GetUserBootstrap requests fail (a 503) before one is answered. */
  failures: 0,
  /** The first-run contact details: none yet (a brand-new candidate) shows "Before You Move On". */
  hasContactInfo: true,
  /** The operator's maintenance notice (GetCandidateConfig), or none. */
  maintenance: null as string | null,
}));

const user = () => ({
  id: 'u1',
  firstName: server.firstName,
  lastName: 'Lovelace',
  email: 'ada@example.test',
  accountType: 'CAMPUS' as const,
  industryContext: { id: 'none', name: 'None' },
  accommodations: { assessmentTimerMultiplier: 1 },
  hasSecondaryContactInfo: server.hasContactInfo,
  secondaryEmail: server.hasContactInfo ? 'ada@home.test' : null,
  secondaryEmailVerified: server.hasContactInfo,
  linkedInUrl: null,
  phoneNumber: null,
  phoneNumberLocale: null,
});
const userSurveyAnswers = () => ({
  status: server.surveyStatus,
  updatedAt: '2026-11-20T10:00:00.000Z',
  answers: [{ questionId: 'q1', value: 'b', multiValue: null }],
});
const candidateAssessments = () => [
  {
    id: 'cognitive-v1',
    title: 'Cognitive Skills Assessment',
    status: server.assessmentStatus,
    sections: [{ id: 's1', title: 'Section 1', status: 'COMPLETE', timerMultiplier: 1 }],
  },
];

vi.mock('../lib/api/graphql.ts', () => ({
  gqlRequest: async (document: { definitions: { kind: string; name?: { value: string } }[] }) => {
    const name = document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
    server.calls.push(name ?? '?');
    switch (name) {
      case 'GetUserBootstrap':
        // A request takes a moment (a timer, not a microtask), as over a network.
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (server.failures > 0) {
          server.failures -= 1;
          throw Object.assign(new Error('Service Unavailable'), { status: 503 });
        }
        if (server.hold) await new Promise<void>((resolve) => (server.release = resolve));
        return {
          user: user(),
          userSurveyAnswers: userSurveyAnswers(),
          candidateAssessments: candidateAssessments(),
        };
      case 'GetUser':
        return { user: user() };
      case 'GetUserSurveyAnswers':
        return { userSurveyAnswers: userSurveyAnswers() };
      case 'GetCandidateAssessments':
        return { candidateAssessments: candidateAssessments() };
      case 'GetUserProfileCompletion':
        return {
          user: {
            id: 'u1',
            userProfileCompletion: {
              completedSchools: false,
              completedPersonalInformation: false,
              completedResume: false,
              completedWorkPreferences: false,
            },
          },
        };
      case 'GetCandidateConfig':
        return {
          candidateConfig: {
            bannerNotificationMessage: null,
            maintenanceModalContent: server.maintenance,
          },
        };
      case 'GetCandidateInvitations':
        return { candidateInvitations: [] };
      default:
        throw new Error(`unexpected operation ${name}`);
    }
  },
}));

// No outbox in these tests: nothing waits to be sent.
vi.mock('../lib/outbox/use-outbox.ts', () => ({
  useOutbox: () => ({
    entries: [],
    pendingCount: 0,
    failed: [],
    isDraining: false,
    loaded: true,
    retry: () => Promise.resolve(),
    discard: () => Promise.resolve(),
  }),
}));
vi.mock('../lib/writes/use-write.ts', () => ({
  useWrite: () => ({
    save: () => Promise.resolve(),
    status: 'idle',
    error: null,
    pending: null,
  }),
}));
vi.mock('../lib/outbox/outbox.ts', () => ({ pendingCountFor: () => Promise.resolve(0) }));

const { renderWithProviders } = await import('../test-support/providers.tsx');
const { createAppQueryClient, QUERY_STALE_TIME_MS } = await import('../lib/query-client.tsx');
const { startUserBootstrap } = await import('../lib/api/get-user-bootstrap.ts');
const { userQueryKey } = await import('../lib/api/query-keys.ts');
const { userSurveyAnswersQueryKey } = await import('../lib/api/get-user-survey-answers.ts');
const { candidateAssessmentsQueryKey } = await import('../lib/api/get-candidate-assessments.ts');
const { SignedInLayout } = await import('./signed-in-layout.tsx');

const SINGLE_QUERIES = ['GetUser', 'GetUserSurveyAnswers', 'GetCandidateAssessments'];
const count = (name: string) => server.calls.filter((call) => call === name).length;
const singles = () => server.calls.filter((call) => SINGLE_QUERIES.includes(call));

function renderShell(queryClient: QueryClient = createAppQueryClient()) {
  return renderWithProviders(
    <SignedInLayout>
      <p>Page content</p>
    </SignedInLayout>,
    { path: '/', queryClient },
  );
}

// Fluent's MessageBar measures itself; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  Object.assign(server, {
    calls: [],
    firstName: 'Ada',
    surveyStatus: 'complete',
    assessmentStatus: 'COMPLETE',
    hold: false,
    release: null,
    failures: 0,
    hasContactInfo: true,
    maintenance: null,
  });
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the signed-in shell starts with GetUserBootstrap', () => {
  it('sends one GetUserBootstrap, fills the three single queries with its parts, and the navigation reads them without asking again', async () => {
    const { queryClient } = renderShell();

    expect(await screen.findByText('Page content')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('link', { name: 'Behavioral Assessment, completed' }),
    ).toBeTruthy();
    expect(
      await within(nav).findByRole('link', { name: 'Cognitive Skills Assessment, completed' }),
    ).toBeTruthy();
    // Let every query the frame mounted run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(count('GetUserBootstrap')).toBe(1);
    expect(singles()).toEqual([]);
    // The three caches hold exactly what the single queries would: their keys, their shapes.
    expect(queryClient.getQueryData<GetUserQuery>(userQueryKey)).toEqual({ user: user() });
    expect(queryClient.getQueryData<GetUserSurveyAnswersQuery>(userSurveyAnswersQueryKey)).toEqual({
      userSurveyAnswers: userSurveyAnswers(),
    });
    expect(
      queryClient.getQueryData<GetCandidateAssessmentsQuery>(candidateAssessmentsQueryKey),
    ).toEqual({ candidateAssessments: candidateAssessments() });
    // Fresh for the usual stale time, so the pages that read them later do not refetch either.
    for (const queryKey of [
      userQueryKey,
      userSurveyAnswersQueryKey,
      candidateAssessmentsQueryKey,
    ]) {
      const state = queryClient.getQueryState(queryKey);
      expect(state?.status).toBe('success');
      expect(state?.isInvalidated).toBe(false);
      expect(Date.now() - (state?.dataUpdatedAt ?? 0)).toBeLessThan(QUERY_STALE_TIME_MS);
    }
  });

  it("with the device's copy restored, shows it at once and refreshes all three through one GetUserBootstrap", async () => {
    // What the persisted cache restores: older data, invalidated after the restore.
    const queryClient = createAppQueryClient();
    const restoredAt = Date.now() - 10 * 60 * 1000;
    queryClient.setQueryData<GetUserQuery>(
      userQueryKey,
      { user: { ...user(), firstName: 'Cached' } },
      { updatedAt: restoredAt },
    );
    queryClient.setQueryData(
      userSurveyAnswersQueryKey,
      { userSurveyAnswers: { ...userSurveyAnswers(), status: 'in_progress' } },
      { updatedAt: restoredAt },
    );
    queryClient.setQueryData(
      candidateAssessmentsQueryKey,
      { candidateAssessments: [] },
      { updatedAt: restoredAt },
    );
    await queryClient.invalidateQueries();
    server.hold = true;

    renderShell(queryClient);

    // The copy shows while the answer is on its way; the pages' queries wait for it.
    expect(await screen.findByText('Page content')).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: 'Behavioral Assessment, in progress' }),
    ).toBeTruthy();
    await waitFor(() => expect(server.release).not.toBeNull());
    expect(queryClient.getQueryState(userQueryKey)?.fetchStatus).toBe('fetching');
    act(() => server.release!());

    expect(
      await screen.findByRole('link', { name: 'Behavioral Assessment, completed' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: 'Cognitive Skills Assessment, completed' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryData<GetUserQuery>(userQueryKey)?.user.firstName).toBe('Ada'),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(count('GetUserBootstrap')).toBe(1);
    expect(singles()).toEqual([]);
  });
});

describe('startUserBootstrap', () => {
  it('sends once per query client, and again only once the cached user has been dropped', async () => {
    const queryClient = createAppQueryClient();
    startUserBootstrap(queryClient);
    startUserBootstrap(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeDefined());
    startUserBootstrap(queryClient);
    expect(count('GetUserBootstrap')).toBe(1);

    // An address confirmed by mail drops the cached user: the shell starts afresh.
    queryClient.removeQueries({ queryKey: userQueryKey });
    startUserBootstrap(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeDefined());
    expect(count('GetUserBootstrap')).toBe(2);
    expect(singles()).toEqual([]);
  });

  it('sends once for two query clients of one session: a first render React threw away left the first', async () => {
    const discarded = createAppQueryClient();
    const mounted = createAppQueryClient();
    startUserBootstrap(discarded);
    startUserBootstrap(mounted);
    await waitFor(() => expect(mounted.getQueryData(candidateAssessmentsQueryKey)).toBeDefined());
    expect(mounted.getQueryData(userQueryKey)).toEqual({ user: user() });
    expect(count('GetUserBootstrap')).toBe(1);
    expect(singles()).toEqual([]);
  });

  it('retries as one request: the three queries back off together and share the next attempt', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 2, retryDelay: 20, staleTime: QUERY_STALE_TIME_MS } },
    });
    server.failures = 1;
    startUserBootstrap(queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryData(candidateAssessmentsQueryKey)).toBeDefined(),
    );
    expect(queryClient.getQueryData(userQueryKey)).toEqual({ user: user() });
    expect(queryClient.getQueryData(userSurveyAnswersQueryKey)).toEqual({
      userSurveyAnswers: userSurveyAnswers(),
    });
    expect(count('GetUserBootstrap')).toBe(2);
  });
});

describe('the maintenance notice and the first-run gate', () => {
  it('a brand-new candidate sees only "Before You Move On" first, and the notice once the gate is done', async () => {
    server.hasContactInfo = false;
    server.maintenance = 'Scheduled maintenance tonight at 11 PM UTC.';
    const queryClient = createAppQueryClient();
    renderShell(queryClient);

    // Its dialog's code loads lazily.
    await screen.findByRole('alertdialog', { name: 'Before You Move On' }, { timeout: 10_000 });
    // The notice's content has arrived, and still only the gate shows.
    await waitFor(() => expect(count('GetCandidateConfig')).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Maintenance notice' })).toBeNull();

    // The contact details saved and verified: the gate closes, then the notice opens.
    server.hasContactInfo = true;
    await act(() => queryClient.invalidateQueries({ queryKey: userQueryKey }));
    const notice = await screen.findByRole(
      'dialog',
      { name: 'Maintenance notice' },
      { timeout: 5_000 },
    );
    expect(within(notice).getByText(server.maintenance)).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'Before You Move On' })).toBeNull();
  }, 20_000);
});
