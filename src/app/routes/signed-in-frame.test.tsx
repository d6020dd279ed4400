import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  GetCandidateAssessmentsQuery,
  GetUserQuery,
  GetUserSurveyAnswersQuery,
} from '../gql/graphql.ts';
import type { OutboxWriteStatus } from '../lib/writes/use-write.ts';

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
  /** The operator's maintenance notice and info banner (GetCandidateConfig), or none. */
  maintenance: null as string | null,
  banner: null as string | null,
  accountType: 'CAMPUS',
  multiplier: 1,
  pendingInvitations: 0,
  /** GetCandidateAssessments' list; null: the cognitive assessment, `assessmentStatus`. */
  assessments: null as { id: string; title: string; status: string; sections: unknown[] }[] | null,
  completion: {
    completedSchools: false,
    completedPersonalInformation: false,
    completedResume: false,
    completedWorkPreferences: false,
  },
}));

const user = () => ({
  id: 'u1',
  firstName: server.firstName,
  lastName: 'Lovelace',
  email: 'ada@example.test',
  accountType: server.accountType as 'CAMPUS' | 'LATERAL',
  industryContext: { id: 'none', name: 'None' },
  accommodations: { assessmentTimerMultiplier: server.multiplier },
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
const candidateAssessments = () =>
  server.assessments ?? [
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
            userProfileCompletion: server.completion,
          },
        };
      case 'GetCandidateConfig':
        return {
          candidateConfig: {
            bannerNotificationMessage: server.banner,
            maintenanceModalContent: server.maintenance,
          },
        };
      case 'GetCandidateInvitations':
        return {
          candidateInvitations: Array.from({ length: server.pendingInvitations }, (_, i) => ({
            _id: `i${i}`,
            status: 'PENDING',
            companyName: `Firm ${i}`,
            createdAt: '2026-11-20T10:00:00.000Z',
            updatedAt: '2026-11-20T10:00:00.000Z',
          })),
        };
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
// The writes the frame makes (the feedback panel's), recorded; none is stored.
interface FakeWrite {
  status: OutboxWriteStatus;
  options: { coalesceKey: string; operation: string }[];
}
const write = vi.hoisted((): FakeWrite & { save: ReturnType<typeof vi.fn> } => ({
  save: vi.fn((_variables: unknown) => Promise.resolve()),
  status: 'idle',
  options: [] as { coalesceKey: string; operation: string }[],
}));
vi.mock('../lib/writes/use-write.ts', () => ({
  useWrite: (definition: { operation: string }, options: { coalesceKey: string }) => {
    write.options.push({ operation: definition.operation, coalesceKey: options.coalesceKey });
    return { save: write.save, status: write.status, error: null, pending: null };
  },
}));
vi.mock('../lib/outbox/outbox.ts', () => ({ pendingCountFor: () => Promise.resolve(0) }));

const { renderWithProviders } = await import('../test-support/providers.tsx');
const { createAppQueryClient, QUERY_STALE_TIME_MS } = await import('../lib/query-client.tsx');
const { startUserBootstrap } = await import('../lib/api/get-user-bootstrap.ts');
const { userQueryKey } = await import('../lib/api/query-keys.ts');
const { userSurveyAnswersQueryKey } = await import('../lib/api/get-user-survey-answers.ts');
const { candidateAssessmentsQueryKey } = await import('../lib/api/get-candidate-assessments.ts');
const { setAssessmentRunning } = await import('../lib/pwa/service-worker.ts');
const { SignedInFrame } = await import('./signed-in-frame.tsx');

const SINGLE_QUERIES = ['GetUser', 'GetUserSurveyAnswers', 'GetCandidateAssessments'];
const count = (name: string) => server.calls.filter((call) => call === name).length;
const singles = () => server.calls.filter((call) => SINGLE_QUERIES.includes(call));

function renderShell(queryClient: QueryClient = createAppQueryClient(), path = '/') {
  return renderWithProviders(
    <SignedInFrame>
      <p>Page content</p>
    </SignedInFrame>,
    { path, queryClient },
  );
}

/** The frame for an account of `accountType`, at `path`, once the page shows. */
async function renderFrame({
  path = '/education',
  accountType = 'CAMPUS' as const,
  multiplier = 1,
  pendingInvitations = 0,
}: {
  path?: string;
  accountType?: 'CAMPUS' | 'LATERAL';
  multiplier?: number;
  pendingInvitations?: number;
} = {}) {
  Object.assign(server, { accountType, multiplier, pendingInvitations });
  const rendered = renderShell(createAppQueryClient(), path);
  await screen.findByText('Page content');
  return rendered;
}

let wide = true;

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
    banner: null,
    accountType: 'CAMPUS',
    multiplier: 1,
    pendingInvitations: 0,
    assessments: null,
    completion: {
      completedSchools: false,
      completedPersonalInformation: false,
      completedResume: false,
      completedWorkPreferences: false,
    },
  });
  wide = true;
  write.status = 'idle';
  write.options.length = 0;
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? wide : false,
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
  act(() => setAssessmentRunning(false));
  write.save.mockClear();
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

describe('the frame around a page', () => {
  // What the navigation's marks start from: some of the profile done, the survey begun.
  beforeEach(() => {
    Object.assign(server, {
      surveyStatus: 'in_progress',
      assessments: [],
      completion: {
        completedSchools: true,
        completedPersonalInformation: false,
        completedResume: false,
        completedWorkPreferences: true,
      },
    });
  });

  describe('the navigation', () => {
    it("checks the behavioral item once GetUserSurveyAnswers' status is complete", async () => {
      server.surveyStatus = 'complete';
      await renderFrame();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await waitFor(() =>
        expect(
          within(nav).getByRole('link', { name: 'Behavioral Assessment, completed' }),
        ).toBeTruthy(),
      );
    });

    it("checks the timed assessment of the account's type once GetCandidateAssessments says COMPLETE, and then shows Profile Complete", async () => {
      server.surveyStatus = 'complete';
      server.completion = {
        completedSchools: true,
        completedPersonalInformation: true,
        completedResume: true,
        completedWorkPreferences: true,
      };
      server.assessments = [
        {
          id: 'cognitive-v1',
          title: 'Cognitive Skills Assessment',
          status: 'COMPLETE',
          sections: [],
        },
      ];
      await renderFrame({ multiplier: 1.5 });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(
        await within(nav).findByRole('link', {
          name: 'Cognitive Skills Assessment (1.5× Time), completed',
        }),
      ).toBeTruthy();
      expect(await screen.findByText('Profile Complete')).toBeTruthy();
    });

    it('marks the assessment item in progress, with no badge, while the assessment is in progress', async () => {
      server.surveyStatus = 'complete';
      server.completion = {
        completedSchools: true,
        completedPersonalInformation: true,
        completedResume: true,
        completedWorkPreferences: true,
      };
      server.assessments = [
        { id: 'lateral-v1', title: 'Lateral Law Assessment', status: 'IN_PROGRESS', sections: [] },
      ];
      await renderFrame({ accountType: 'LATERAL' });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await waitFor(() =>
        expect(within(nav).getByRole('link', { name: 'Resume, completed' })).toBeTruthy(),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(
        within(nav).getByRole('link', { name: 'Lateral Law Assessment, in progress' }),
      ).toBeTruthy();
      expect(screen.queryByText('Profile Complete')).toBeNull();

      // The same list with the lateral assessment COMPLETE: checked, and the profile is complete.
      server.assessments = [{ ...server.assessments[0]!, status: 'COMPLETE' }];
      cleanup();
      await renderFrame({ accountType: 'LATERAL' });
      expect(
        await screen.findByRole('link', { name: 'Lateral Law Assessment, completed' }),
      ).toBeTruthy();
      expect(await screen.findByText('Profile Complete')).toBeTruthy();
    });

    it('lists the items with their state, marks the current page, and names the campus assessment with the multiplier', async () => {
      await renderFrame({ multiplier: 1.5 });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await waitFor(() =>
        expect(within(nav).getByRole('link', { name: 'Education, completed' })).toBeTruthy(),
      );
      const names = within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent);
      expect(names).toEqual([
        'Education, completed',
        'Location Preferences, completed',
        'Demographic Information, not completed',
        'Behavioral Assessment, in progress',
        'Cognitive Skills Assessment (1.5× Time), not started',
        'Resume, not completed',
        'Need Help?',
      ]);
      expect(
        within(nav)
          .getByRole('link', { name: 'Education, completed' })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(
        within(nav)
          .getByRole('link', { name: /^Resume/ })
          .getAttribute('aria-current'),
      ).toBeNull();
      expect(within(nav).getByRole('link', { name: 'Need Help?' }).getAttribute('href')).toBe(
        '/faq',
      );
      // Not everything is done: no badge.
      expect(screen.queryByText('Profile Complete')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    });

    it('names the lateral assessment for lateral accounts, without a suffix at 1×', async () => {
      await renderFrame({ accountType: 'LATERAL' });
      expect(
        screen.getByRole('link', { name: /^Lateral Law Assessment,/ }).getAttribute('href'),
      ).toBe('/assessments/Lateral');
      expect(screen.queryByText(/Cognitive/)).toBeNull();
      expect(screen.queryByText(/× Time/)).toBeNull();
    });

    it('links to user settings and to the invitations with the pending count in the name', async () => {
      await renderFrame({ pendingInvitations: 3 });
      expect(screen.getByRole('link', { name: 'User settings' }).getAttribute('href')).toBe(
        '/user-settings',
      );
      const invitations = await screen.findByRole('link', { name: 'Invitations: 3 pending' });
      expect(invitations.getAttribute('href')).toBe('/connection-manager');
      expect(screen.getByText('3')).toBeTruthy();
    });

    it('says none are pending without a badge when there are no invitations', async () => {
      await renderFrame();
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Invitations: none pending' })).toBeTruthy(),
      );
    });

    it('on small screens puts the navigation in a slide-in menu opened by a button', async () => {
      wide = false;
      await renderFrame({ path: '/faq' });
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      const menu = screen.getByRole('button', { name: 'Menu' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      const drawer = await screen.findByRole('dialog');
      const nav = within(drawer).getByRole('navigation', { name: 'Main' });
      expect(
        within(nav).getByRole('link', { name: 'Need Help?' }).getAttribute('aria-current'),
      ).toBe('page');

      // Feedback closes the menu and opens the feedback panel.
      fireEvent.click(within(drawer).getByRole('button', { name: 'Feedback' }));
      expect(await screen.findByRole('dialog', { name: 'Send us feedback' })).toBeTruthy();
      expect(menu.getAttribute('aria-expanded')).toBe('false');
    });
  });

  describe('feedback panel', () => {
    it('checks the message, sends it through the outbox with the page, then thanks', async () => {
      await renderFrame({ path: '/resume' });
      fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send us feedback' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(
        await within(dialog).findByText('Please write your feedback before sending it.'),
      ).toBeTruthy();
      expect(write.save).not.toHaveBeenCalled();

      const box = within(dialog).getByRole('textbox', { name: /Your feedback/ });
      fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(
        await within(dialog).findByText('Your feedback can be at most 2,000 characters.'),
      ).toBeTruthy();

      fireEvent.change(box, { target: { value: '  Love the new menu.  ' } });
      write.status = 'savedOnDevice';
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Thanks for your feedback!')).toBeTruthy();
      expect(write.save).toHaveBeenCalledWith({ message: 'Love the new menu.', page: '/resume' });
      expect(write.options.at(-1)?.operation).toBe('SubmitFeedback');
      expect(screen.getByText(/Saved on this device/)).toBeTruthy();
    });

    it('uses a new write for each opening, so two messages never replace each other', async () => {
      await renderFrame();
      fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
      await screen.findByRole('dialog', { name: 'Send us feedback' });
      const first = write.options.at(-1)!.coalesceKey;
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
      await screen.findByRole('dialog', { name: 'Send us feedback' });
      expect(write.options.at(-1)!.coalesceKey).not.toBe(first);
    });
  });

  describe('info banner', () => {
    it('shows the message as text, hides it once dismissed, and shows a new message again', async () => {
      server.banner = 'Upgrade on <b>Sunday</b> <img src=x onerror="alert(1)">';
      const first = await renderFrame();
      const text = await screen.findByText(server.banner);
      expect(text.querySelector('img, b')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText(server.banner)).toBeNull();
      first.unmount();

      // Remembered after a reload…
      const second = await renderFrame();
      await waitFor(() => expect(screen.getByRole('link', { name: 'User settings' })).toBeTruthy());
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByText(/Upgrade on/)).toBeNull();
      second.unmount();

      // …until the operator writes another message.
      server.banner = 'Upgrade moved to Monday';
      await renderFrame();
      expect(await screen.findByText('Upgrade moved to Monday')).toBeTruthy();
    });

    it('stays hidden while an assessment runs', async () => {
      server.banner = 'Hello';
      await renderFrame();
      expect(await screen.findByText('Hello')).toBeTruthy();
      act(() => setAssessmentRunning(true));
      expect(screen.queryByText('Hello')).toBeNull();
      act(() => setAssessmentRunning(false));
      expect(screen.getByText('Hello')).toBeTruthy();
    });
  });

  describe('maintenance modal', () => {
    it('opens with the content as text, closes, and stays closed for the session', async () => {
      server.maintenance = 'Down for maintenance <script>x()</script>\nBack at 6 am.';
      const first = await renderFrame();
      const dialog = await screen.findByRole('dialog', { name: 'Maintenance notice' });
      expect(within(dialog).getByText(/Down for maintenance <script>x\(\)<\/script>/)).toBeTruthy();
      expect(dialog.querySelector('script')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      first.unmount();

      await renderFrame();
      await waitFor(() => expect(screen.getByRole('link', { name: 'User settings' })).toBeTruthy());
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
