import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxWriteStatus } from '../../../lib/writes/use-write.ts';

// The server's answers, by operation name.
const answers = vi.hoisted(() => ({
  banner: null as string | null,
  maintenance: null as string | null,
  surveyStatus: 'in_progress',
  assessments: [] as { id: string; title: string; status: string; sections: unknown[] }[],
  completion: {
    completedSchools: true,
    completedPersonalInformation: false,
    completedResume: false,
    completedWorkPreferences: true,
  },
}));
vi.mock('../../../lib/api/graphql.ts', () => ({
  gqlRequest: (document: { definitions: { name?: { value: string } }[] }) => {
    const name = document.definitions[0]?.name?.value;
    switch (name) {
      case 'GetCandidateConfig':
        return Promise.resolve({
          candidateConfig: {
            bannerNotificationMessage: answers.banner,
            maintenanceModalContent: answers.maintenance,
          },
        });
      case 'GetUserSurveyAnswers':
        return Promise.resolve({
          userSurveyAnswers: { status: answers.surveyStatus, updatedAt: null, answers: [] },
        });
      case 'GetCandidateAssessments':
        return Promise.resolve({ candidateAssessments: answers.assessments });
      case 'GetUserProfileCompletion':
        return Promise.resolve({ user: { id: 'u1', userProfileCompletion: answers.completion } });
      default:
        return Promise.reject(new Error(`unexpected operation ${name}`));
    }
  },
}));

interface FakeWrite {
  save: (variables: unknown) => Promise<void>;
  status: OutboxWriteStatus;
  options: { coalesceKey: string; operation: string }[];
}
const write = vi.hoisted((): FakeWrite & { save: ReturnType<typeof vi.fn> } => ({
  save: vi.fn((_variables: unknown) => Promise.resolve()),
  status: 'idle',
  options: [],
}));
vi.mock('../../../lib/writes/use-write.ts', () => ({
  useWrite: (definition: { operation: string }, options: { coalesceKey: string }) => {
    write.options.push({ operation: definition.operation, coalesceKey: options.coalesceKey });
    return { save: write.save, status: write.status, error: null, pending: null };
  },
}));

const { renderWithProviders } = await import('../../../test-support/providers.tsx');
const { setAssessmentRunning } = await import('../../../lib/pwa/service-worker.ts');
const { SignedInFrame } = await import('./signed-in-frame.tsx');

let wide = true;
function stubMatchMedia() {
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
}

// Fluent's MessageBar measures itself; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderFrame({
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
  return renderWithProviders(
    <SignedInFrame
      userId="u1"
      accountType={accountType}
      multiplier={multiplier}
      pendingInvitations={pendingInvitations}
    >
      <p>Page content</p>
    </SignedInFrame>,
    { path },
  );
}

beforeEach(() => {
  wide = true;
  stubMatchMedia();
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  Object.assign(answers, {
    banner: null,
    maintenance: null,
    surveyStatus: 'in_progress',
    assessments: [],
    completion: {
      completedSchools: true,
      completedPersonalInformation: false,
      completedResume: false,
      completedWorkPreferences: true,
    },
  });
  write.status = 'idle';
  write.options.length = 0;
});

afterEach(() => {
  cleanup();
  act(() => setAssessmentRunning(false));
  localStorage.clear();
  sessionStorage.clear();
  write.save.mockClear();
  vi.unstubAllGlobals();
});

describe('SignedInFrame navigation', () => {
  it("checks the behavioral item once GetUserSurveyAnswers' status is complete", async () => {
    answers.surveyStatus = 'complete';
    renderFrame();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'Behavioral Assessment, completed' }),
      ).toBeTruthy(),
    );
  });

  it("checks the timed assessment of the account's type once GetCandidateAssessments says COMPLETE, and then shows Profile Complete", async () => {
    answers.surveyStatus = 'complete';
    answers.completion = {
      completedSchools: true,
      completedPersonalInformation: true,
      completedResume: true,
      completedWorkPreferences: true,
    };
    answers.assessments = [
      {
        id: 'cognitive-v1',
        title: 'Cognitive Skills Assessment',
        status: 'COMPLETE',
        sections: [],
      },
    ];
    renderFrame({ multiplier: 1.5 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('link', {
        name: 'Cognitive Skills Assessment (1.5× Time), completed',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('Profile Complete')).toBeTruthy();
  });

  it('marks the assessment item in progress, with no badge, while the assessment is in progress', async () => {
    answers.surveyStatus = 'complete';
    answers.completion = {
      completedSchools: true,
      completedPersonalInformation: true,
      completedResume: true,
      completedWorkPreferences: true,
    };
    answers.assessments = [
      { id: 'lateral-v1', title: 'Lateral Law Assessment', status: 'IN_PROGRESS', sections: [] },
    ];
    renderFrame({ accountType: 'LATERAL' });
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
    answers.assessments = [{ ...answers.assessments[0]!, status: 'COMPLETE' }];
    cleanup();
    renderFrame({ accountType: 'LATERAL' });
    expect(
      await screen.findByRole('link', { name: 'Lateral Law Assessment, completed' }),
    ).toBeTruthy();
    expect(await screen.findByText('Profile Complete')).toBeTruthy();
  });

  it('lists the items with their state, marks the current page, and names the campus assessment with the multiplier', async () => {
    renderFrame({ multiplier: 1.5 });
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
      within(nav).getByRole('link', { name: 'Education, completed' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(nav)
        .getByRole('link', { name: /^Resume/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Need Help?' }).getAttribute('href')).toBe('/faq');
    // Not everything is done: no badge.
    expect(screen.queryByText('Profile Complete')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('names the lateral assessment for lateral accounts, without a suffix at 1×', () => {
    renderFrame({ accountType: 'LATERAL' });
    expect(
      screen.getByRole('link', { name: /^Lateral Law Assessment,/ }).getAttribute('href'),
    ).toBe('/assessments/Lateral');
    expect(screen.queryByText(/Cognitive/)).toBeNull();
    expect(screen.queryByText(/× Time/)).toBeNull();
  });

  it('links to user settings and to the invitations with the pending count in the name', async () => {
    renderFrame({ pendingInvitations: 3 });
    expect(screen.getByRole('link', { name: 'User settings' }).getAttribute('href')).toBe(
      '/user-settings',
    );
    const invitations = await screen.findByRole('link', { name: 'Invitations: 3 pending' });
    expect(invitations.getAttribute('href')).toBe('/connection-manager');
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('says none are pending without a badge when there are no invitations', async () => {
    renderFrame();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Invitations: none pending' })).toBeTruthy(),
    );
  });

  it('on small screens puts the navigation in a slide-in menu opened by a button', async () => {
    wide = false;
    renderFrame({ path: '/faq' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Need Help?' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Feedback closes the menu and opens the feedback panel.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send us feedback' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('feedback panel', () => {
  it('checks the message, sends it through the outbox with the page, then thanks', async () => {
    renderFrame({ path: '/resume' });
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
    renderFrame();
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
    answers.banner = 'Upgrade on <b>Sunday</b> <img src=x onerror="alert(1)">';
    const first = renderFrame();
    const text = await screen.findByText(answers.banner);
    expect(text.querySelector('img, b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(answers.banner)).toBeNull();
    first.unmount();

    // Remembered after a reload…
    const second = renderFrame();
    await waitFor(() => expect(screen.getByRole('link', { name: 'User settings' })).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/Upgrade on/)).toBeNull();
    second.unmount();

    // …until the operator writes another message.
    answers.banner = 'Upgrade moved to Monday';
    renderFrame();
    expect(await screen.findByText('Upgrade moved to Monday')).toBeTruthy();
  });

  it('stays hidden while an assessment runs', async () => {
    answers.banner = 'Hello';
    renderFrame();
    expect(await screen.findByText('Hello')).toBeTruthy();
    act(() => setAssessmentRunning(true));
    expect(screen.queryByText('Hello')).toBeNull();
    act(() => setAssessmentRunning(false));
    expect(screen.getByText('Hello')).toBeTruthy();
  });
});

describe('maintenance modal', () => {
  it('opens with the content as text, closes, and stays closed for the session', async () => {
    answers.maintenance = 'Down for maintenance <script>x()</script>\nBack at 6 am.';
    const first = renderFrame();
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance notice' });
    expect(within(dialog).getByText(/Down for maintenance <script>x\(\)<\/script>/)).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderFrame();
    await waitFor(() => expect(screen.getByRole('link', { name: 'User settings' })).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
