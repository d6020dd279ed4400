import { describe, expect, it } from 'vitest';
import { hasMessageType, openCrossTabChannel, type BroadcastChannelLike } from './channel.ts';

type Ping = { type: 'ping'; n: number };
const isPing = (data: unknown): data is Ping => hasMessageType(data, ['ping']);

/** Two ends of one BroadcastChannel name, delivering synchronously (enough for these tests). */
function pair() {
  const listeners: Array<Set<(event: MessageEvent<unknown>) => void>> = [new Set(), new Set()];
  const end = (own: number): BroadcastChannelLike => ({
    postMessage(message) {
      const copy: unknown = structuredClone(message);
      for (const listener of listeners[1 - own]!) listener({ data: copy } as MessageEvent<unknown>);
    },
    addEventListener: (_type, listener) => listeners[own]!.add(listener),
    removeEventListener: (_type, listener) => listeners[own]!.delete(listener),
    close: () => listeners[own]!.clear(),
  });
  return [end(0), end(1)] as const;
}

describe('cross-tab channel', () => {
  it('delivers the messages that pass the guard, and only those', () => {
    const [a, b] = pair();
    const sender = openCrossTabChannel('test', isPing, () => a)!;
    const receiver = openCrossTabChannel('test', isPing, () => b)!;
    const heard: Ping[] = [];
    const unsubscribe = receiver.subscribe((message) => heard.push(message));

    expect(sender.post({ type: 'ping', n: 1 })).toBe(true);
    a.postMessage({ type: 'from-another-build' });
    a.postMessage('noise');
    expect(heard).toEqual([{ type: 'ping', n: 1 }]);

    unsubscribe();
    sender.post({ type: 'ping', n: 2 });
    expect(heard).toHaveLength(1);
  });

  it('says when a message cannot be copied to another tab', () => {
    const [a] = pair();
    const channel = openCrossTabChannel('test', isPing, () => a)!;
    expect(channel.post({ type: 'ping', n: 1, fn: () => 1 } as unknown as Ping)).toBe(false);
  });

  it('is null without BroadcastChannel', () => {
    expect(openCrossTabChannel('test', isPing, () => null)).toBeNull();
  });
});
