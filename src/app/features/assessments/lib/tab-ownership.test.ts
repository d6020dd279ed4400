import { describe, expect, it } from 'vitest';
import { createTabOwnership, type LockManagerLike, type TabOwnership } from './tab-ownership.ts';

/** A Web Locks manager for one lock name with ifAvailable and steal, as browsers implement them. */
function fakeLocks(): LockManagerLike {
  let held: { reject: (error: Error) => void } | null = null;
  return {
    request(_name, options, callback) {
      if (options.ifAvailable && held) return Promise.resolve(callback(null));
      if (held && !options.steal) throw new Error('the fake does not queue');
      if (held && options.steal) {
        const error = new Error('stolen');
        error.name = 'AbortError';
        held.reject(error);
      }
      let reject!: (error: Error) => void;
      const lost = new Promise<never>((_resolve, r) => {
        reject = r;
      });
      const mine = { reject };
      held = mine;
      const run = Promise.resolve(callback({ name: 'lock' }));
      void run.then(() => {
        if (held === mine) held = null;
      });
      return Promise.race([run, lost]);
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('tab ownership', () => {
  it('lets the first tab run; the second says so, and takes over on request', async () => {
    const locks = fakeLocks();
    const states = { a: [] as TabOwnership[], b: [] as TabOwnership[] };
    const a = createTabOwnership('assessment-x', locks, (s) => states.a.push(s), 1);
    const b = createTabOwnership('assessment-x', locks, (s) => states.b.push(s), 1);
    a.start();
    await flush();
    b.start();
    await flush();
    expect(states.a).toEqual(['owner']);
    // Checked twice (a lock just released may linger), then "another tab".
    expect(states.b).toEqual(['elsewhere']);

    b.takeOver();
    await flush();
    expect(states.b).toEqual(['elsewhere', 'owner']);
    expect(states.a).toEqual(['owner', 'elsewhere']);

    a.takeOver();
    await flush();
    expect(states.a.at(-1)).toBe('owner');
    expect(states.b.at(-1)).toBe('elsewhere');
  });

  it('releases the lock when stopped, so that another tab can run', async () => {
    const locks = fakeLocks();
    const a = createTabOwnership('assessment-x', locks, () => undefined, 1);
    a.start();
    await flush();
    a.stop();
    await flush();
    const states: TabOwnership[] = [];
    createTabOwnership('assessment-x', locks, (s) => states.push(s), 1).start();
    await flush();
    expect(states).toEqual(['owner']);
  });

  it('runs in every tab without the Web Locks API', () => {
    const states: TabOwnership[] = [];
    createTabOwnership('assessment-x', null, (s) => states.push(s)).start();
    expect(states).toEqual(['owner']);
  });
});
