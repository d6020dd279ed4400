/**
 * The countdown offline past a deadline (docs/decisions/053): how long the unsent answers can still
 * be sent, then what happens after; screen readers hear the bar when it appears, once at one
 * minute left, and when the time has passed, not every second.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { LateAnswersCountdown } from './late-answers.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('LateAnswersCountdown', () => {
  it('counts down, says once when a minute is left, then what happens to the answers', () => {
    const endsAt = performance.now() + 62_000;
    renderWithProviders(<LateAnswersCountdown waiting={{ count: 2, endsAt }} />);
    expect(screen.getByText('Reconnect within 1:02 for these 2 answers to count.')).toBeTruthy();
    const status = screen.getByRole('status', { hidden: true });
    expect(status.textContent).toBe('');

    tick(1_000);
    expect(screen.getByText('Reconnect within 1:01 for these 2 answers to count.')).toBeTruthy();
    expect(status.textContent).toBe('');

    tick(2_000);
    expect(screen.getByText('Reconnect within 0:59 for these 2 answers to count.')).toBeTruthy();
    expect(status.textContent).toBe(
      'One minute left to reconnect for your unsent answers to count.',
    );

    tick(60_000);
    expect(screen.queryByText(/Reconnect within/)).toBeNull();
    expect(screen.getByText('The time to send these 2 answers has passed.')).toBeTruthy();
    expect(screen.getByText(/They will not be recorded\./)).toBeTruthy();
  });

  it('speaks of one answer in the singular, and starts under a minute without the minute note', () => {
    const endsAt = performance.now() + 30_000;
    renderWithProviders(<LateAnswersCountdown waiting={{ count: 1, endsAt }} />);
    expect(screen.getByText('Reconnect within 0:30 for this answer to count.')).toBeTruthy();
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
    tick(31_000);
    expect(screen.getByText('The time to send this answer has passed.')).toBeTruthy();
    expect(screen.getByText(/It will not be recorded\./)).toBeTruthy();
  });
});
