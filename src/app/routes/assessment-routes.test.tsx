import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountType } from '../../domain/constants.ts';

vi.mock('../lib/api/graphql.ts', () => ({
  gqlRequest: () =>
    Promise.resolve({
      candidateAssessments: [
        { id: 'cognitive-v1', title: 'Cognitive', status: 'READY', sections: [] },
      ],
    }),
}));

const { renderWithProviders } = await import('../test-support/providers.tsx');
const { SignedInContext } = await import('./signed-in-frame.tsx');
const { CognitiveSkillsRoute } = await import('./cognitive-skills.tsx');
const { CognitiveSkillsAppRoute } = await import('./cognitive-skills-app.tsx');
const { LateralLandingRoute } = await import('./lateral-landing.tsx');
const { LateralAppRoute } = await import('./lateral-app.tsx');
const { FEATURE_FLAGS_KEY } = await import('../config/storage-keys.ts');

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderAs(accountType: AccountType, ui: ReactNode, path: string) {
  const user = {
    id: 'u1',
    firstName: 'Ada',
    accommodations: { assessmentTimerMultiplier: 1 },
  } as never;
  return renderWithProviders(
    <SignedInContext value={{ user, accountType, accountTypeSavedOnDevice: false }}>
      {ui}
    </SignedInContext>,
    { path },
  );
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('assessment routes by account type', () => {
  it('keeps lateral accounts out of the cognitive pages, with a link home', () => {
    for (const Route of [CognitiveSkillsRoute, CognitiveSkillsAppRoute]) {
      renderAs('LATERAL', <Route />, '/assessments/cognitive-skills');
      expect(
        screen.getByRole('heading', { name: 'This assessment is for campus accounts' }),
      ).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Go to the welcome page' }).getAttribute('href'),
      ).toBe('/');
      cleanup();
    }
  });

  it('keeps campus accounts out of the lateral app, and out of its landing page without the flag', () => {
    renderAs('CAMPUS', <LateralAppRoute />, '/lateral-content');
    expect(
      screen.getByRole('heading', { name: 'This assessment is for lateral accounts' }),
    ).toBeTruthy();
    cleanup();
    renderAs('CAMPUS', <LateralLandingRoute />, '/assessments/Lateral');
    expect(
      screen.getByRole('heading', { name: 'This assessment is for lateral accounts' }),
    ).toBeTruthy();
  });

  it('shows campus accounts with the LATERAL flag the lateral landing page as a preview', async () => {
    localStorage.setItem(FEATURE_FLAGS_KEY, JSON.stringify({ LATERAL: true }));
    renderAs('CAMPUS', <LateralLandingRoute />, '/assessments/Lateral');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lateral Law Assessment' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Begin' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('shows campus accounts the cognitive landing page', async () => {
    renderAs('CAMPUS', <CognitiveSkillsRoute />, '/assessments/cognitive-skills');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cognitive Skills Assessment' }),
    ).toBeTruthy();
  });
});
