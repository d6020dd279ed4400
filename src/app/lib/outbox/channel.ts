/**
 * Tells the other tabs what happened to the outbox (BroadcastChannel; without it, tabs still work,
 * each one reads IndexedDB when it starts and when it is shown again).
 */
import type { OutboxEntry } from './types.ts';

export type OutboxMessage =
  | { type: 'changed' }
  | { type: 'draining'; draining: boolean }
  | { type: 'delivered'; entry: OutboxEntry; result: unknown };

export interface OutboxChannel {
  post(message: OutboxMessage): void;
  subscribe(listener: (message: OutboxMessage) => void): () => void;
  close(): void;
}

function isOutboxMessage(data: unknown): data is OutboxMessage {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'changed' || type === 'draining' || type === 'delivered';
}

export function createBroadcastOutboxChannel(name: string): OutboxChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A result that cannot be cloned: the other tabs still hear that something changed.
        if (message.type === 'delivered') channel.postMessage({ type: 'changed' });
      }
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isOutboxMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close() {
      channel.close();
    },
  };
}
