import { describe, expect, it } from 'vitest';
import { exclusiveLock, heldLockNames, holdLock, type LockManagerLike } from './lock.ts';

/** navigator.locks for exclusive mode with ifAvailable and steal, as browsers implement them. */
function fakeLocks(): LockManagerLike & { held: () => string[] } {
  const holders = new Map<string, { reject: (error: Error) => void }>();
  const queues = new Map<string, Promise<void>>();
  return {
    held: () => [...holders.keys()],
    request(name, options, callback) {
      if (options.ifAvailable && holders.has(name)) return Promise.resolve(callback(null));
      if (options.steal) {
        const error = new Error('stolen');
        error.name = 'AbortError';
        holders.get(name)?.reject(error);
        holders.delete(name);
      }
      const previous = options.steal ? Promise.resolve() : (queues.get(name) ?? Promise.resolve());
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      queues.set(
        name,
        previous.then(() => finished),
      );
      return previous.then(() => {
        let reject!: (error: Error) => void;
        const lost = new Promise<never>((_resolve, r) => (reject = r));
        const mine = { reject };
        holders.set(name, mine);
        const run = Promise.resolve(callback({ name }));
        void run
          .catch(() => undefined)
          .then(() => {
            if (holders.get(name) === mine) holders.delete(name);
            finish();
          });
        return Promise.race([run, lost]);
      });
    },
    query() {
      return Promise.resolve({ held: [...holders.keys()].map((name) => ({ name })) });
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('exclusiveLock', () => {
  it('runs one holder at a time and says it is exclusive with Web Locks', async () => {
    const locks = fakeLocks();
    const a = exclusiveLock('drain', locks);
    const b = exclusiveLock('drain', locks);
    const log: string[] = [];
    const work = (who: string) => async (exclusive: boolean) => {
      log.push(`${who} in ${exclusive}`);
      await flush();
      log.push(`${who} out`);
      return who;
    };
    expect(await Promise.all([a(work('a')), b(work('b'))])).toEqual(['a', 'b']);
    expect(log).toEqual(['a in true', 'a out', 'b in true', 'b out']);
  });

  it('without Web Locks, keeps this realm’s runs apart and says they are not exclusive', async () => {
    const a = exclusiveLock('realm-test', null);
    const b = exclusiveLock('realm-test', null);
    const log: string[] = [];
    const work = (who: string) => async (exclusive: boolean) => {
      log.push(`${who} in ${exclusive}`);
      await flush();
      log.push(`${who} out`);
    };
    await Promise.all([a(work('a')), b(work('b'))]);
    expect(log).toEqual(['a in false', 'a out', 'b in false', 'b out']);
  });
});

describe('holdLock', () => {
  it('holds until released; meanwhile another tab finds it unavailable and sees it held', async () => {
    const locks = fakeLocks();
    const events: string[] = [];
    const held = holdLock(locks, 'assessment-x', {}, { onAcquired: () => events.push('a owns') });
    await flush();
    holdLock(
      locks,
      'assessment-x',
      { ifAvailable: true },
      {
        onUnavailable: () => events.push('b: taken'),
      },
    );
    await flush();
    expect(await heldLockNames(locks)).toEqual(['assessment-x']);

    held.release();
    await flush();
    expect(await heldLockNames(locks)).toEqual([]);
    expect(events).toEqual(['a owns', 'b: taken']);
  });

  it('tells the holder when another tab steals the lock', async () => {
    const locks = fakeLocks();
    const events: string[] = [];
    holdLock(locks, 'x', {}, { onLost: (e) => events.push(`a lost: ${(e as Error).name}`) });
    await flush();
    holdLock(locks, 'x', { steal: true }, { onAcquired: () => events.push('b owns') });
    await flush();
    expect(events.sort()).toEqual(['a lost: AbortError', 'b owns']);
  });

  it('a lock released before it was granted is let go at once', async () => {
    const locks = fakeLocks();
    const first = holdLock(locks, 'x');
    const events: string[] = [];
    const second = holdLock(locks, 'x', {}, { onAcquired: () => events.push('second owns') });
    second.release();
    first.release();
    await flush();
    expect(events).toEqual([]);
    expect(await heldLockNames(locks)).toEqual([]);
  });
});

describe('heldLockNames', () => {
  it('is empty without Web Locks or when the query fails', async () => {
    expect(await heldLockNames(null)).toEqual([]);
    const failing: LockManagerLike = {
      request: () => Promise.resolve(undefined),
      query: () => Promise.reject(new Error('denied')),
    };
    expect(await heldLockNames(failing)).toEqual([]);
  });
});
