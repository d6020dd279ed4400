/**
 * Messages between the open tabs of the app (BroadcastChannel), typed: each user declares its
 * messages and a guard, and only messages that pass the guard reach its listeners (another build
 * in another tab may send messages this one does not know).
 *
 * Without BroadcastChannel (old browsers) `openCrossTabChannel` returns null; each user says what it
 * does then (usually: read the shared state again when the tab is shown).
 */

export interface CrossTabChannel<M> {
  /** Sends to every other tab (not this one); false when the message cannot be cloned. */
  post(message: M): boolean;
  /** Listens to the other tabs' messages; returns unsubscribe. */
  subscribe(listener: (message: M) => void): () => void;
  close(): void;
}

/** The part of BroadcastChannel the primitive uses (tests pass an in-memory bus). */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  close(): void;
}

export type MessageGuard<M> = (data: unknown) => data is M;

function browserChannel(name: string): BroadcastChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
}

export function openCrossTabChannel<M>(
  name: string,
  isMessage: MessageGuard<M>,
  open: (name: string) => BroadcastChannelLike | null = browserChannel,
): CrossTabChannel<M> | null {
  const channel = open(name);
  if (!channel) return null;
  return {
    post(message) {
      try {
        channel.postMessage(message);
        return true;
      } catch {
        return false; // DataCloneError: something in the message cannot be copied to another tab
      }
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close() {
      channel.close();
    },
  };
}

/** A guard for messages told apart by a `type` string among the given ones. */
export function hasMessageType<T extends string>(
  data: unknown,
  types: readonly T[],
): data is { type: T } {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && (types as readonly string[]).includes(type);
}
