import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

let nextSection = 's1';
const refetched = vi.fn(async (_sectionId: string) => undefined);
vi.mock('../../../lib/pwa/online-status.ts', () => ({ isOnline: () => true }));
vi.mock('../api/get-next-section-information.ts', () => ({
  sectionInformationQueryOptions: () => ({
    queryKey: ['info', Math.random()],
    queryFn: async () => ({ nextAssessmentSectionInformation: { id: nextSection } }),
  }),
}));
vi.mock('../api/get-next-section-questions.ts', () => ({
  refetchSectionQuestions: (_q: unknown, _a: string, sectionId: string) => refetched(sectionId),
}));
const { useSectionResync } = await import('./use-section-resync.ts');

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient() }, children);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

afterEach(() => {
  cleanup();
  refetched.mockClear();
  nextSection = 's1';
});

type Props = { locked: boolean; cached: boolean; online: boolean };
const resync = (initialProps: Props) =>
  renderHook(
    ({ locked, cached, online }: Props) =>
      useSectionResync({ assessmentId: 'a1', sectionId: 's1', locked, cached, online }),
    { wrapper, initialProps },
  );

describe("the section's resync", () => {
  it('asks again for questions from the persisted cache, once the section is still next', async () => {
    resync({ locked: false, cached: true, online: true });
    await settle();
    expect(refetched).toHaveBeenCalledWith('s1');
    nextSection = 's2';
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    // Ended on the server meanwhile: asking would start the next section's clock.
    expect(refetched).toHaveBeenCalledTimes(1);
  });

  it('asks again on reconnect and when the tab is shown, never once locked', async () => {
    const hook = resync({ locked: false, cached: false, online: false });
    await settle();
    expect(refetched).not.toHaveBeenCalled();
    hook.rerender({ locked: false, cached: false, online: true });
    await settle();
    expect(refetched).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(refetched).toHaveBeenCalledTimes(2);
    hook.rerender({ locked: true, cached: false, online: true });
    document.dispatchEvent(new Event('visibilitychange'));
    hook.result.current();
    await settle();
    expect(refetched).toHaveBeenCalledTimes(2);
  });
});
