import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeAssessment {
  id: string;
  title: string;
  status: string;
  sections: { id: string; title: string; status: string; timerMultiplier: number }[];
}

// The server's answers, by operation name.
const server = vi.hoisted(() => ({
  list: [] as FakeAssessment[] | 'pending' | 'fail',
  provision: [] as FakeAssessment[] | 'fail',
  calls: [] as string[],
}));
vi.mock('../../../../lib/api/graphql.ts', () => ({
  gqlRequest: (document: { definitions: { name?: { value: string } }[] }) => {
    const name = document.definitions.find((d) => d.name)?.name?.value ?? '';
    server.calls.push(name);
    switch (name) {
      case 'GetCandidateAssessments':
        if (server.list === 'pending') return new Promise(() => undefined);
        if (server.list === 'fail') return Promise.reject(new Error('boom'));
        return Promise.resolve({ candidateAssessments: server.list });
      case 'CreateDefaultAssessments':
        if (server.provision === 'fail') return Promise.reject(new Error('boom'));
        server.list = server.provision;
        return Promise.resolve({ createDefaultAssessments: server.provision });
      default:
        return Promise.reject(new Error(`unexpected operation ${name}`));
    }
  },
}));

const { renderWithProviders } = await import('../../../../test-support/providers.tsx');
const { CognitiveLanding } = await import('./cognitive-landing.tsx');
const { env } = await import('../../../../config/env.ts');
const { RECORDED_DURING_A_SECTION } = await import('../../../../../domain/integrity.ts');

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const section = (id: string, status: string) => ({ id, title: id, status, timerMultiplier: 1 });
const cognitive = (status: string, ...statuses: string[]): FakeAssessment => ({
  id: 'cognitive-v1',
  title: 'Cognitive Skills Assessment',
  status,
  sections: statuses.map((s, i) => section(`s${i + 1}`, s)),
});

const NEXT_STEPS = [
  { id: 'education', label: 'Education', href: '/education' },
  { id: 'behavioral', label: 'Behavioral Assessment', href: '/assessments/behavioral-assessment' },
];

const renderLanding = (multiplier = 1) =>
  renderWithProviders(
    <CognitiveLanding multiplier={multiplier} nextSteps={NEXT_STEPS} userId="user-1" />,
    {
      path: '/assessments/cognitive-skills',
    },
  );

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  server.list = [];
  server.provision = [];
  server.calls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CognitiveLanding', () => {
  it('shows a skeleton of 10 placeholder questions while the list loads', () => {
    server.list = 'pending';
    renderLanding();
    expect(screen.getAllByTestId('skeleton-question')).toHaveLength(10);
  });

  it('shows the intro with the accommodation banner and 22.5 minutes at 1.5×', async () => {
    server.list = [cognitive('READY', 'NOT_STARTED', 'NOT_STARTED')];
    renderLanding(1.5);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cognitive Skills Assessment' }),
    ).toBeTruthy();
    expect(screen.getByText('1.5× Reasonable Accommodation')).toBeTruthy();
    expect(screen.getByText(/You have 22\.5 minutes in all/)).toBeTruthy();
    for (const headline of ["Don't guess", 'Use a computer', 'Time limit', 'One attempt']) {
      expect(screen.getByRole('heading', { name: headline })).toBeTruthy();
    }
    expect(
      screen.getByText(
        'You cannot pause or restart once begun. However, breaks are allowed during untimed sections.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /results may be voided where the rules were broken, and employers are notified/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/confidential intellectual property/)).toBeTruthy();
    expect(screen.getByText(/You have been granted 1\.5× time/)).toBeTruthy();
    expect(screen.queryByText(/If you need a reasonable accommodation/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Read the assessment policy' })).toBeTruthy();
  });

  it('shows 15 minutes, no banner and the contact notice without an accommodation', async () => {
    server.list = [cognitive('READY', 'NOT_STARTED')];
    renderLanding(1);
    expect(await screen.findByText(/You have 15 minutes in all/)).toBeTruthy();
    expect(screen.queryByText(/Reasonable Accommodation$/)).toBeNull();
    expect(
      screen.getByText(new RegExp(`If you need a reasonable accommodation.*${env.SUPPORT_EMAIL}`)),
    ).toBeTruthy();
  });

  it('says what is recorded during a section, and claims to detect nothing it cannot (issue 25)', async () => {
    server.list = [cognitive('READY', 'NOT_STARTED')];
    renderLanding(1);
    const card = await screen.findByRole('region', { name: 'Cheating is flagged' });
    const text = card.textContent ?? '';
    // The policy page's own list, word for word.
    expect(text).toContain(`During each timed section we record ${RECORDED_DURING_A_SECTION}.`);
    expect(text).toContain('a sign-in to your account from another browser or device');
    expect(text).toContain('copying, cutting or pasting on the questions');
    expect(text).not.toMatch(/detect/i);
  });

  it('shows Assessment In Progress with the progress and Continue Assessment', async () => {
    server.list = [
      cognitive('IN_PROGRESS', 'COMPLETE', 'IN_PROGRESS', 'NOT_STARTED', 'NOT_STARTED'),
    ];
    const { history } = renderLanding();
    expect(await screen.findByRole('heading', { name: 'Assessment In Progress' })).toBeTruthy();
    expect(screen.getByText(/resume at the section after the last one you finished/)).toBeTruthy();
    expect(screen.getByText(/unless its timer has expired/)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '1 of 4 sections completed' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0.25');
    // A candidate whose device failed loads its rescue file from here (docs/decisions/043).
    expect(screen.getByRole('link', { name: 'Load saved answers' }).getAttribute('href')).toBe(
      '/rescue',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue Assessment' }));
    expect(history.at(-1)).toBe('/assessments/cognitive-skills-app');
  });

  it('thanks the candidate once the assessment is complete and leads to what is left', async () => {
    server.list = [cognitive('COMPLETE', 'COMPLETE', 'COMPLETE')];
    renderLanding();
    expect(
      await screen.findByRole('heading', { name: "You've completed the assessment." }),
    ).toBeTruthy();
    expect(screen.getByText('Your results will be available to recruiters soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue with Education' }).getAttribute('href')).toBe(
      '/education',
    );
    expect(screen.getByRole('link', { name: 'Behavioral Assessment' }).getAttribute('href')).toBe(
      '/assessments/behavioral-assessment',
    );
    expect(screen.getByRole('link', { name: 'Load saved answers' }).getAttribute('href')).toBe(
      '/rescue',
    );
  });

  it('provisions the assessment when the list is empty, then shows the intro', async () => {
    server.list = [];
    server.provision = [cognitive('READY', 'NOT_STARTED')];
    renderLanding();
    expect(await screen.findByRole('button', { name: 'Begin' })).toBeTruthy();
    expect(server.calls.filter((c) => c === 'CreateDefaultAssessments')).toHaveLength(1);
  });

  it("says 'Error provisioning ECA' when provisioning fails, and tries again on request", async () => {
    server.list = [];
    server.provision = 'fail';
    renderLanding();
    expect(await screen.findByText('Error provisioning ECA')).toBeTruthy();
    server.provision = [cognitive('READY', 'NOT_STARTED')];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Begin' })).toBeTruthy();
  });

  it('says the list could not be loaded, with advice and a retry', async () => {
    server.list = 'fail';
    renderLanding();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading candidate assessments')).toBeTruthy();
    expect(within(alert).getByText(/Error loading assessments/)).toBeTruthy();
    expect(server.calls).not.toContain('CreateDefaultAssessments');
    server.list = [cognitive('READY', 'NOT_STARTED')];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Begin' })).toBeTruthy();
  });

  it('opens Before You Begin from Begin', async () => {
    server.list = [cognitive('READY', 'NOT_STARTED')];
    renderLanding();
    fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('alertdialog', { name: 'Before You Begin' })).toBeTruthy();
  });

  it('offers Continue, never Begin, once started with the first clock running', async () => {
    server.list = [cognitive('IN_PROGRESS', 'IN_PROGRESS', 'NOT_STARTED')];
    const { history } = renderLanding();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Assessment' }));
    expect(screen.queryByRole('button', { name: 'Begin' })).toBeNull();
    await act(() => Promise.resolve());
    expect(history.at(-1)).toBe('/assessments/cognitive-skills-app');
  });
});
