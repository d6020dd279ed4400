import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeAssessment {
  id: string;
  title: string;
  status: string;
  sections: { id: string; title: string; status: string; timerMultiplier: number }[];
}

const server = vi.hoisted(() => ({
  list: [] as FakeAssessment[],
  calls: [] as string[],
}));
vi.mock('../../../../lib/api/graphql.ts', () => ({
  gqlRequest: (document: { definitions: { name?: { value: string } }[] }) => {
    const name = document.definitions.find((d) => d.name)?.name?.value ?? '';
    server.calls.push(name);
    if (name === 'GetCandidateAssessments')
      return Promise.resolve({ candidateAssessments: server.list });
    if (name === 'CreateDefaultAssessments') {
      server.list = [lateral('READY', 'NOT_STARTED', 'NOT_STARTED')];
      return Promise.resolve({ createDefaultAssessments: server.list });
    }
    return Promise.reject(new Error(`unexpected operation ${name}`));
  },
}));

const { renderWithProviders } = await import('../../../../test-support/providers.tsx');
const { LateralLanding } = await import('./lateral-landing.tsx');

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function lateral(status: string, ...statuses: string[]): FakeAssessment {
  return {
    id: 'lateral-v1',
    title: 'Lateral Law Assessment',
    status,
    sections: statuses.map((s, i) => ({
      id: `l${i}`,
      title: `l${i}`,
      status: s,
      timerMultiplier: 1,
    })),
  };
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  server.list = [];
  server.calls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEXT_STEPS = [
  { id: 'education', label: 'Education', href: '/education' },
  { id: 'behavioral', label: 'Behavioral Assessment', href: '/assessments/behavioral-assessment' },
];

describe('LateralLanding', () => {
  it('provisions, then shows the intro with six instruction items and the IP notice', async () => {
    renderWithProviders(<LateralLanding multiplier={1} nextSteps={NEXT_STEPS} userId="user-1" />, {
      path: '/assessments/Lateral',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lateral Law Assessment' }),
    ).toBeTruthy();
    expect(server.calls).toContain('CreateDefaultAssessments');
    const headlines = within(screen.getAllByRole('list')[0]!)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headlines).toEqual([
      'TIMING',
      'NO RETAKES // NO REDOS',
      'BE HONEST',
      'BE YOURSELF',
      'GO WITH YOUR GUT',
      'RELAX',
    ]);
    expect(screen.getByText(/individual responses are not shared with any firm/)).toBeTruthy();
    expect(screen.getByText(/summary of your results/)).toBeTruthy();
  });

  it('Begin asks for the five acknowledgements in one step', async () => {
    server.list = [lateral('READY', 'NOT_STARTED')];
    renderWithProviders(<LateralLanding multiplier={1} nextSteps={NEXT_STEPS} userId="user-1" />, {
      path: '/assessments/Lateral',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Before You Begin' });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(5);
    expect(within(dialog).getByRole('button', { name: 'Start Assessment' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows Assessment In Progress and continues in the lateral app', async () => {
    server.list = [lateral('IN_PROGRESS', 'COMPLETE', 'COMPLETE', 'IN_PROGRESS', 'NOT_STARTED')];
    const { history } = renderWithProviders(
      <LateralLanding multiplier={1} nextSteps={NEXT_STEPS} userId="user-1" />,
      {
        path: '/assessments/Lateral',
      },
    );
    expect(await screen.findByRole('heading', { name: 'Assessment In Progress' })).toBeTruthy();
    expect(
      screen.getByText(/If you left in the middle of a section, you return to that section/),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '2 of 4 sections completed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Assessment' }));
    expect(history.at(-1)).toBe('/assessments/lateral-app');
  });

  it('thanks the candidate once complete', async () => {
    server.list = [lateral('COMPLETE', 'COMPLETE')];
    renderWithProviders(<LateralLanding multiplier={1} nextSteps={NEXT_STEPS} userId="user-1" />, {
      path: '/assessments/Lateral',
    });
    expect(
      await screen.findByText(/^Thank you for completing the lateral law assessment\. /),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue with Education' }).getAttribute('href')).toBe(
      '/education',
    );
  });

  it('says a voided assessment was voided, with the support address, and offers no way in', async () => {
    server.list = [lateral('VOIDED', 'COMPLETE', 'IN_PROGRESS')];
    renderWithProviders(<LateralLanding multiplier={1} nextSteps={NEXT_STEPS} userId="user-1" />, {
      path: '/assessments/Lateral',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This assessment was voided' }),
    ).toBeTruthy();
    expect(screen.getByText(/violation of the assessment policy/)).toBeTruthy();
    const support = screen.getByRole('link', { name: /^support@/ });
    expect(support.getAttribute('href')).toMatch(/^mailto:support@/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('as a preview for a campus account shows the intro but cannot start, and provisions nothing', async () => {
    server.list = [
      { id: 'cognitive-v1', title: 'Cognitive Skills Assessment', status: 'READY', sections: [] },
    ];
    renderWithProviders(<LateralLanding multiplier={1} preview nextSteps={[]} userId="user-1" />, {
      path: '/assessments/Lateral',
    });
    const begin = await screen.findByRole('button', { name: 'Begin' });
    expect(begin.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/cannot be started here/)).toBeTruthy();
    fireEvent.click(begin);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.calls).not.toContain('CreateDefaultAssessments');
  });
});
