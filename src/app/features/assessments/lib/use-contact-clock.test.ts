import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sendHeartbeat = vi.fn(async () => {});
vi.mock('../api/heartbeat.ts', () => ({ sendHeartbeat: () => sendHeartbeat() }));
const { useContactClock } = await import('./use-contact-clock.ts');

afterEach(() => {
  cleanup();
  sendHeartbeat.mockClear();
});

describe('the contact clock', () => {
  it('beats while a timed section runs online, not before', () => {
    const hook = renderHook(
      (runs: boolean) => useContactClock({ assessmentId: 'a1', runs, answersWaiting: () => false }),
      { initialProps: false },
    );
    expect(sendHeartbeat).not.toHaveBeenCalled();
    hook.rerender(true);
    expect(sendHeartbeat).toHaveBeenCalledTimes(1);
  });

  it('does not beat while answers wait, nor right after a contact', () => {
    renderHook(() =>
      useContactClock({ assessmentId: 'a1', runs: true, answersWaiting: () => true }),
    );
    expect(sendHeartbeat).not.toHaveBeenCalled();
    const hook = renderHook(
      (runs: boolean) => useContactClock({ assessmentId: 'a1', runs, answersWaiting: () => false }),
      { initialProps: false },
    );
    hook.result.current.touch();
    hook.rerender(true);
    expect(sendHeartbeat).not.toHaveBeenCalled();
  });
});
