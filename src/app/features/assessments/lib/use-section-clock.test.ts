import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionQuestions } from '../api/get-next-section-questions.ts';
import { type AnswerDelivery, raiseAnswerDelivery } from '../api/submit-item-response.ts';
import { useSectionClock } from './use-section-clock.ts';

afterEach(cleanup);

const questions = (timeRemaining: number | null): SectionQuestions =>
  ({
    id: 's1',
    timeRemaining,
    lateAnswerWindow: null,
    receivedAt: Date.now(),
    roundTripMs: 0,
    itemGroups: [],
  }) as unknown as SectionQuestions;

const delivery = (more: Partial<AnswerDelivery>): AnswerDelivery => ({
  userId: 'u1',
  itemId: 'i1',
  status: 'IN_PROGRESS',
  timeRemaining: 200,
  recordedLate: false,
  receivedAt: Date.now(),
  ...more,
});

function clock(served: SectionQuestions) {
  const onTimeUp = vi.fn();
  const onContact = vi.fn();
  const hook = renderHook(() =>
    useSectionClock({
      userId: 'u1',
      sectionId: 's1',
      questions: served,
      itemIds: new Set(['i1']),
      onTimeUp,
      onClockJump: () => undefined,
      onContact,
    }),
  );
  return { hook, onTimeUp, onContact };
}

describe("the section's clock", () => {
  it('runs on the time the questions give, and on what each delivered answer says', () => {
    const { hook, onContact } = clock(questions(300));
    expect(hook.result.current.remainingMs).toBeGreaterThan(299_000);
    act(() => raiseAnswerDelivery(delivery({ timeRemaining: 200 })));
    expect(hook.result.current.remainingMs).toBeLessThanOrEqual(200_000);
    expect(hook.result.current.remainingMs).toBeGreaterThan(199_000);
    expect(onContact).toHaveBeenCalledTimes(1);
  });

  it('has no countdown for an untimed section', () => {
    expect(clock(questions(null)).hook.result.current.remainingMs).toBeNull();
  });

  it("says time is up when the server says the section is complete; another user's answer is not heard", () => {
    const { onTimeUp, onContact } = clock(questions(300));
    act(() => raiseAnswerDelivery(delivery({ userId: 'u2', status: 'COMPLETE' })));
    expect(onTimeUp).not.toHaveBeenCalled();
    act(() => raiseAnswerDelivery(delivery({ status: 'COMPLETE' })));
    expect(onTimeUp).toHaveBeenCalledWith('s1');
    expect(onContact).toHaveBeenCalledTimes(1);
  });

  it('counts the answers recorded late, of any section, until dismissed', () => {
    const { hook, onContact } = clock(questions(300));
    act(() => raiseAnswerDelivery(delivery({ itemId: 'earlier', recordedLate: true })));
    expect(hook.result.current.recordedLate).toBe(1);
    expect(onContact).not.toHaveBeenCalled();
    act(() => hook.result.current.dismissRecordedLate());
    expect(hook.result.current.recordedLate).toBe(0);
  });
});
