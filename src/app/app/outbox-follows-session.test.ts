/**
 * The outbox follows the session (outbox-follows-session.ts): started once, at the first session,
 * with the registry's lookup and the query client of the mounted provider; drained at every
 * sign-in, so writes refused with 401 while the session had expired go at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const startOutbox = vi.fn((_options: Record<string, unknown>) => () => undefined);
const drainOutboxNow = vi.fn();
vi.mock('../lib/outbox/outbox.ts', () => ({ startOutbox, drainOutboxNow }));

const { outboxFollowsSession } = await import('./outbox-follows-session.ts');
const { clearSession, setSession } = await import('../lib/session.ts');
const { writeFor } = await import('./write-registry.ts');
const { activeQueryClient } = await import('../lib/query-client.tsx');

const send = vi.fn();
const sendBatch = vi.fn();
let stop: () => void = () => undefined;

afterEach(async () => {
  stop();
  await clearSession();
  startOutbox.mockClear();
  drainOutboxNow.mockClear();
});

describe('the outbox follows the session', () => {
  it('loads nothing while signed out', async () => {
    stop = outboxFollowsSession(send, sendBatch);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startOutbox).not.toHaveBeenCalled();
    expect(drainOutboxNow).not.toHaveBeenCalled();
  });

  it('starts once at the first sign-in, then drains at each sign-in', async () => {
    stop = outboxFollowsSession(send, sendBatch);
    setSession({ token: 't1', userId: 'u1' });
    await vi.waitFor(() => expect(drainOutboxNow).toHaveBeenCalledTimes(1));
    expect(startOutbox).toHaveBeenCalledTimes(1);
    expect(startOutbox.mock.calls[0]![0]).toMatchObject({
      send,
      sendBatch,
      writeFor,
      queryClient: activeQueryClient,
    });

    // The session expired (cookies gone), then the candidate signed in again.
    await clearSession();
    setSession({ token: 't2', userId: 'u1' });
    await vi.waitFor(() => expect(drainOutboxNow).toHaveBeenCalledTimes(2));
    expect(startOutbox).toHaveBeenCalledTimes(1);

    // A session event that changes no user (another tab's visit) drains nothing more.
    setSession({ token: 't3', userId: 'u1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drainOutboxNow).toHaveBeenCalledTimes(2);
  });

  it('starts at once when the page loads with a session', async () => {
    setSession({ token: 't1', userId: 'u2' });
    stop = outboxFollowsSession(send, sendBatch);
    await vi.waitFor(() => expect(startOutbox).toHaveBeenCalledTimes(1));
    expect(drainOutboxNow).toHaveBeenCalledTimes(1);
  });
});
