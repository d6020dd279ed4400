import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface StartCall {
  assessmentId: string;
  acknowledgements: Record<string, string>;
}
const start = vi.hoisted(
  (): { calls: StartCall[]; result: 'ok' | 'fail' | 'network' | 'alreadyStarted' } => ({
    calls: [],
    result: 'ok',
  }),
);
vi.mock('../../api/start-assessment.ts', async () => {
  const { NetworkError } = await import('../../../../lib/api/errors.ts');
  const { GraphQLRequestError } = await import('../../../../lib/api/graphql.ts');
  return {
    startAssessment: (assessmentId: string, acknowledgements: Record<string, string>) => {
      start.calls.push({ assessmentId, acknowledgements });
      if (start.result === 'fail')
        return Promise.reject(new GraphQLRequestError('Something broke', 500));
      if (start.result === 'network') return Promise.reject(new NetworkError(new Error('down')));
      if (start.result === 'alreadyStarted')
        return Promise.reject(
          new GraphQLRequestError('This assessment has already been started.', 400),
        );
      return Promise.resolve({
        id: assessmentId,
        title: 'Cognitive Skills Assessment',
        status: 'IN_PROGRESS',
        sections: [],
      });
    },
  };
});

const { renderWithProviders } = await import('../../../../test-support/providers.tsx');
const { BeforeYouBeginDialog } = await import('./before-you-begin-dialog.tsx');
const { env } = await import('../../../../config/env.ts');

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const STATEMENTS = [
  /No AI tools|AI tools/,
  /myself and alone/,
  /monitored/,
  /violations void/,
  /cannot retake/,
];

function renderDialog({
  variant = 'cognitive',
  multiplier = 1,
}: { variant?: 'cognitive' | 'lateral'; multiplier?: number } = {}) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <BeforeYouBeginDialog
      open
      onClose={onClose}
      variant={variant}
      assessmentId="cognitive-v1"
      appPath="/assessments/cognitive-skills-app"
      multiplier={multiplier}
    />,
    { path: '/assessments/cognitive-skills' },
  );
  return {
    ...rendered,
    onClose,
    dialog: screen.getByRole('alertdialog', { name: 'Before You Begin' }),
  };
}

const initialsBoxes = () => STATEMENTS.map((s) => screen.getByRole('textbox', { name: s }));
const startButton = () => screen.getByRole('button', { name: /Start Assessment|Loading/ });
const fillAll = (value = 'AB') => {
  for (const box of initialsBoxes()) fireEvent.change(box, { target: { value } });
};

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  start.calls.length = 0;
  start.result = 'ok';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Before You Begin (cognitive)', () => {
  it('shows step 1 without a multiplier: accommodations contact, browsers, conditions', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Step 1 of 2')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Reasonable Accommodations' })).toBeTruthy();
    expect(
      within(dialog).getByText(new RegExp(`contact ${env.SUPPORT_EMAIL} before you start`)),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Browser Compatibility' })).toBeTruthy();
    expect(
      within(dialog).getByText(/most recent versions of Google Chrome and Mozilla Firefox/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Assessment Conditions' })).toBeTruthy();
    expect(
      within(dialog).queryByRole('heading', { name: 'Accommodation confirmation' }),
    ).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Start Assessment' })).toBeNull();
  });

  it('with a multiplier hides the accommodations contact and confirms the multiplier', () => {
    const { dialog } = renderDialog({ multiplier: 1.5 });
    expect(within(dialog).queryByRole('heading', { name: 'Reasonable Accommodations' })).toBeNull();
    expect(
      within(dialog).getByRole('heading', { name: 'Accommodation confirmation' }),
    ).toBeTruthy();
    expect(within(dialog).getByText(/accommodation of 1\.5× time/)).toBeTruthy();
  });

  it('does not close on Escape', () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Before You Begin' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('goes to the acknowledgements with Next and back with Previous', () => {
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 2')).toBeTruthy();
    const heading = within(dialog).getByRole('heading', {
      name: 'Assessment Policy Acknowledgements',
    });
    expect(document.activeElement).toBe(heading);
    expect(initialsBoxes()).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('Step 1 of 2')).toBeTruthy();
  });

  it('trims initials on blur, asks for blank ones, and enables Start only when all five hold some', async () => {
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const boxes = initialsBoxes();
    expect(startButton().getAttribute('aria-disabled')).toBe('true');

    fireEvent.focus(boxes[0]!);
    fireEvent.blur(boxes[0]!);
    expect(await within(dialog).findByText('Please enter your initials to continue.')).toBeTruthy();

    fireEvent.change(boxes[0]!, { target: { value: '  JD  ' } });
    fireEvent.blur(boxes[0]!);
    expect((boxes[0] as HTMLInputElement).value).toBe('JD');
    expect(within(dialog).queryByText('Please enter your initials to continue.')).toBeNull();

    for (const box of boxes.slice(1, 4)) fireEvent.change(box, { target: { value: 'JD' } });
    fireEvent.change(boxes[4]!, { target: { value: '   ' } });
    expect(startButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(boxes[4]!, { target: { value: 'JD' } });
    expect(startButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('debounces the start call by 500 ms, shows Loading meanwhile, then opens the app', async () => {
    const { dialog, history } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fillAll(' AB ');
    vi.useFakeTimers();
    fireEvent.click(startButton());
    fireEvent.click(startButton());
    expect(startButton().textContent).toBe('Loading');
    expect(startButton().getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByText('Assessment loading...')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(start.calls).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(start.calls).toEqual([
      {
        assessmentId: 'cognitive-v1',
        acknowledgements: {
          aiTools: 'AB',
          selfCompletion: 'AB',
          monitoring: 'AB',
          violationConsequences: 'AB',
          retakePolicy: 'AB',
        },
      },
    ]);
    vi.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(history.at(-1)).toBe('/assessments/cognitive-skills-app');
  });

  it("shows the spec's failure message with the support address when the start fails", async () => {
    start.result = 'fail';
    const { dialog, history } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fillAll();
    fireEvent.click(startButton());
    expect(
      await within(dialog).findByText(
        `There was an error loading the assessment. Try signing out and signing back in to the app. If the issue persists, please reach out to ${env.SUPPORT_EMAIL}.`,
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy();
    expect(startButton().textContent).toBe('Start Assessment');
    expect(history.at(-1)).toBe('/assessments/cognitive-skills');
  });

  it('says a connection is needed when the server cannot be reached, and when offline', async () => {
    start.result = 'network';
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fillAll();
    fireEvent.click(startButton());
    expect(
      await within(dialog).findByText(
        /Starting the assessment needs a connection/,
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(startButton().getAttribute('aria-disabled')).toBe('true');
    vi.restoreAllMocks();
  });

  it('opens the app when the assessment was started meanwhile (another tab)', async () => {
    start.result = 'alreadyStarted';
    const { dialog, history } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fillAll();
    fireEvent.click(startButton());
    await vi.waitFor(() => expect(history.at(-1)).toBe('/assessments/cognitive-skills-app'), {
      timeout: 2000,
    });
  });
});

describe('Before You Begin (lateral)', () => {
  it('is the acknowledgements step alone', () => {
    const { dialog } = renderDialog({ variant: 'lateral' });
    expect(within(dialog).queryByText(/Step 1 of/)).toBeNull();
    expect(
      within(dialog).getByRole('heading', { name: 'Assessment Policy Acknowledgements' }),
    ).toBeTruthy();
    expect(initialsBoxes()).toHaveLength(5);
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
