import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const server = vi.hoisted((): { status: string | null } => ({ status: 'READY' }));
vi.mock('../../../../lib/api/graphql.ts', () => ({
  gqlRequest: () =>
    Promise.resolve({
      candidateAssessments: server.status
        ? [{ id: 'cognitive-v1', title: 'Cognitive', status: server.status, sections: [] }]
        : [],
    }),
}));

const { renderWithProviders } = await import('../../../../test-support/providers.tsx');
const { AssessmentAppGate } = await import('./assessment-app-gate.tsx');

function renderGate() {
  return renderWithProviders(
    <AssessmentAppGate assessmentId="cognitive-v1" landingPath="/assessments/cognitive-skills">
      <p>The runner</p>
    </AssessmentAppGate>,
    { path: '/assessments/cognitive-skills-app' },
  );
}

beforeEach(() => {
  server.status = 'READY';
});
afterEach(cleanup);

describe('AssessmentAppGate', () => {
  it('runs a started assessment', async () => {
    server.status = 'IN_PROGRESS';
    const { history } = renderGate();
    expect(await screen.findByText('The runner')).toBeTruthy();
    expect(history.at(-1)).toBe('/assessments/cognitive-skills-app');
  });

  it.each(['READY', 'COMPLETE', 'VOIDED', null])(
    'sends a %s assessment to its landing page',
    async (status) => {
      server.status = status;
      const { history } = renderGate();
      await vi.waitFor(() => expect(history.at(-1)).toBe('/assessments/cognitive-skills'));
      expect(screen.queryByText('The runner')).toBeNull();
    },
  );

  it('decides once: the assessment turning COMPLETE later keeps the runner', async () => {
    server.status = 'IN_PROGRESS';
    const { history, queryClient } = renderGate();
    expect(await screen.findByText('The runner')).toBeTruthy();
    server.status = 'COMPLETE';
    await queryClient.refetchQueries();
    expect(screen.getByText('The runner')).toBeTruthy();
    expect(history.at(-1)).toBe('/assessments/cognitive-skills-app');
  });
});
