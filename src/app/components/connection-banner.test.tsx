import { AnnounceProvider, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../lib/outbox/types.ts';
import { testEntry } from '../test-support/outbox-entry.ts';
import type { UseOutboxResult } from '../lib/outbox/use-outbox.ts';
import {
  ConnectionBanner,
  type ConnectionBannerProps,
  SENDING_BANNER_DELAY_MS,
} from './connection-banner.tsx';

const outbox = vi.hoisted(() => ({ current: undefined as unknown as UseOutboxResult }));
vi.mock('../lib/outbox/use-outbox.ts', () => ({ useOutbox: () => outbox.current }));

const entry = (id: string, patch: Partial<OutboxEntry> = {}) =>
  testEntry(1, {
    id,
    operation: 'SavePersonalData',
    document: 'mutation SavePersonalData { x }',
    variables: {},
    ...patch,
  });

function setOutbox(pendingCount: number, failed: OutboxEntry[] = []) {
  outbox.current = {
    entries: [],
    pendingCount,
    failed,
    isDraining: pendingCount > 0,
    loaded: true,
    retry: vi.fn(() => Promise.resolve()),
    discard: vi.fn(() => Promise.resolve()),
  };
}

let online = true;
const announce = vi.fn();

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={webLightTheme}>
      <AnnounceProvider value={{ announce }}>{children}</AnnounceProvider>
    </FluentProvider>
  );
}

function renderBanner(props: Partial<ConnectionBannerProps> = {}) {
  return render(<ConnectionBanner {...props} />, { wrapper: Providers });
}

// Fluent's MessageBar measures itself to choose its layout; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  announce.mockClear();
  setOutbox(0);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ConnectionBanner', () => {
  it('shows nothing online with nothing to send', () => {
    const { container } = renderBanner();
    expect(container.textContent).toBe('');
    expect(announce).not.toHaveBeenCalled();
  });

  it('says the candidate is offline, with the unsent count, announced once', () => {
    setOutbox(3);
    online = false;
    const { rerender } = renderBanner();
    expect(screen.getByText("You're offline.")).toBeTruthy();
    expect(
      screen.getByText(/Changes are saved on this device and will be sent when you reconnect\./),
    ).toBeTruthy();
    expect(screen.getByText('3 unsent changes')).toBeTruthy();
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce.mock.calls[0]?.[0]).toContain("You're offline.");

    // Another change saved on the device: the count updates, nothing is announced again.
    setOutbox(4);
    rerender(<ConnectionBanner />);
    expect(screen.getByText('4 unsent changes')).toBeTruthy();
    setOutbox(1);
    rerender(<ConnectionBanner />);
    expect(screen.getByText('1 unsent change')).toBeTruthy();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('shows "Sending N changes…" only when sending takes more than a moment', () => {
    vi.useFakeTimers();
    setOutbox(2);
    const { rerender } = renderBanner();
    expect(screen.queryByText(/Sending/)).toBeNull();

    act(() => {
      vi.advanceTimersByTime(SENDING_BANNER_DELAY_MS);
    });
    expect(screen.getByText('Sending 2 changes…')).toBeTruthy();
    expect(announce).toHaveBeenCalledTimes(1);

    setOutbox(1);
    rerender(<ConnectionBanner />);
    expect(screen.getByText('Sending 1 change…')).toBeTruthy();
    expect(announce).toHaveBeenCalledTimes(1);

    setOutbox(0);
    rerender(<ConnectionBanner />);
    expect(screen.queryByText(/Sending/)).toBeNull();
  });

  it('stays silent for a quick save on a good connection', () => {
    vi.useFakeTimers();
    setOutbox(1);
    const { rerender } = renderBanner();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    setOutbox(0);
    rerender(<ConnectionBanner />);
    act(() => {
      vi.advanceTimersByTime(SENDING_BANNER_DELAY_MS * 2);
    });
    expect(screen.queryByText(/Sending/)).toBeNull();
    expect(announce).not.toHaveBeenCalled();
  });

  it('announces going offline and coming back as two states', () => {
    vi.useFakeTimers();
    setOutbox(2);
    online = false;
    renderBanner();
    expect(announce).toHaveBeenCalledTimes(1);
    setOnline(true);
    expect(screen.queryByText("You're offline.")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SENDING_BANNER_DELAY_MS);
    });
    expect(screen.getByText('Sending 2 changes…')).toBeTruthy();
    expect(announce).toHaveBeenCalledTimes(2);
  });

  it("lists refused changes with the server's message, Retry and Discard", () => {
    const refused = entry('e1', {
      operation: 'SetAccountType',
      lastError: { status: 422, message: 'Your account type is already set.', permanent: true },
    });
    setOutbox(0, [refused]);
    renderBanner({ describe: () => 'your account type' });
    expect(screen.getByText('Not saved: your account type.')).toBeTruthy();
    expect(screen.getByText('Your account type is already set.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry: your account type' }));
    expect(outbox.current.retry).toHaveBeenCalledWith('e1');
    fireEvent.click(screen.getByRole('button', { name: 'Discard: your account type' }));
    expect(outbox.current.discard).toHaveBeenCalledWith('e1');
  });

  it('never names a change by its operation, and leaves out refusals a screen reports', () => {
    const refused = entry('e1', {
      operation: 'SetAccountType',
      lastError: { status: 422, message: 'Refused.', permanent: true },
    });
    const answer = entry('e2', {
      operation: 'SubmitItemResponse',
      lastError: { status: 400, message: 'Too late.', permanent: true },
    });
    setOutbox(0, [refused, answer]);
    renderBanner({ refusalShownByScreen: (e) => e.operation === 'SubmitItemResponse' });
    expect(screen.getByText('Not saved: a change.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/SetAccountType|Set account type/i);
    expect(screen.queryByText('Too late.')).toBeNull();
  });
});
