import { describe, expect, it, vi } from 'vitest';
import type { WorkboxLifecycleEvent } from 'workbox-window';
import type { CrossTabChannel } from '../cross-tab/channel.ts';
import type { LockManagerLike } from '../cross-tab/lock.ts';
import { createUpdateController, type PwaMessage, type WorkboxLike } from './update-controller.ts';

type Listener = (event: WorkboxLifecycleEvent) => void;

function fakeWorkbox() {
  const listeners: Record<string, Listener[]> = {};
  const workbox: WorkboxLike & { skipWaitingSent: number } = {
    skipWaitingSent: 0,
    addEventListener(type, listener) {
      (listeners[type] ??= []).push(listener);
    },
    messageSkipWaiting() {
      workbox.skipWaitingSent++;
    },
  };
  const fire = (type: 'waiting' | 'controlling', props: Partial<WorkboxLifecycleEvent> = {}) => {
    for (const listener of listeners[type] ?? []) listener({ type, target: undefined, ...props });
  };
  return { workbox, fire };
}

/** navigator.locks shared by several "tabs": holders (released asynchronously), and query(). */
function fakeLocks(): LockManagerLike {
  const held: Array<{ name: string }> = [];
  return {
    request(name, _options, callback) {
      const entry = { name };
      held.push(entry);
      return Promise.resolve(callback({ name })).finally(() => held.splice(held.indexOf(entry), 1));
    },
    query: () => Promise.resolve({ held: [...held] }),
  };
}

/** BroadcastChannel between tabs, delivering to the others asynchronously. */
function fakeBus() {
  const members: Array<(message: PwaMessage) => void> = [];
  return (): CrossTabChannel<PwaMessage> => {
    const own: Array<(message: PwaMessage) => void> = [];
    return {
      post(message) {
        for (const member of members) {
          if (!own.includes(member)) queueMicrotask(() => member(message));
        }
        return true;
      },
      subscribe(listener) {
        members.push(listener);
        own.push(listener);
        return () => undefined;
      },
      close: () => undefined,
    };
  };
}

function tab(locks = fakeLocks(), channel: CrossTabChannel<PwaMessage> | null = null) {
  const reload = vi.fn();
  const controller = createUpdateController({
    lockName: 'assessment-running',
    locks,
    channel,
    reload,
  });
  const { workbox, fire } = fakeWorkbox();
  controller.attach(workbox);
  return { controller, workbox, fire, reload };
}

describe('update controller', () => {
  it('offers nothing until a new worker waits', async () => {
    const { controller, workbox } = tab();
    expect(controller.getSnapshot().updateAvailable).toBe(false);
    expect(await controller.applyUpdate()).toBe(false);
    expect(workbox.skipWaitingSent).toBe(0);
  });

  it('offers a waiting update and applies it on request, reloading once in control', async () => {
    const { controller, workbox, fire, reload } = tab();
    const onChange = vi.fn();
    controller.subscribe(onChange);
    fire('waiting');
    expect(controller.getSnapshot().updateAvailable).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);

    expect(await controller.applyUpdate()).toBe(true);
    expect(workbox.skipWaitingSent).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never offers or applies an update while an assessment runs in this tab', async () => {
    const { controller, workbox, fire } = tab();
    controller.setAssessmentRunning(true);
    fire('waiting');
    expect(controller.getSnapshot().updateAvailable).toBe(false);
    expect(await controller.applyUpdate()).toBe(false);
    expect(workbox.skipWaitingSent).toBe(0);

    controller.setAssessmentRunning(false);
    expect(controller.getSnapshot().updateAvailable).toBe(true);
    expect(await controller.applyUpdate()).toBe(true);
    expect(workbox.skipWaitingSent).toBe(1);
  });

  it('refuses to apply while another tab runs an assessment, and offers it again after', async () => {
    const locks = fakeLocks();
    const bus = fakeBus();
    const assessmentTab = tab(locks, bus());
    const otherTab = tab(locks, bus());
    otherTab.fire('waiting');
    expect(otherTab.controller.getSnapshot().updateAvailable).toBe(true);

    assessmentTab.controller.setAssessmentRunning(true);
    await vi.waitFor(() => expect(otherTab.controller.getSnapshot().updateAvailable).toBe(false));
    expect(await otherTab.controller.applyUpdate()).toBe(false);
    expect(otherTab.workbox.skipWaitingSent).toBe(0);

    assessmentTab.controller.setAssessmentRunning(false);
    await vi.waitFor(() => expect(otherTab.controller.getSnapshot().updateAvailable).toBe(true));
    expect(await otherTab.controller.applyUpdate()).toBe(true);
  });

  it('does not reload when the first worker takes control of a fresh page', () => {
    const { controller, fire, reload } = tab();
    fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    expect(controller.getSnapshot().updateAvailable).toBe(false);
  });

  it('after an update applied in another tab, offers a reload instead of reloading by itself', async () => {
    const { controller, workbox, fire, reload } = tab();
    fire('waiting', { isExternal: true });
    fire('controlling', { isUpdate: true, isExternal: true });
    expect(reload).not.toHaveBeenCalled();
    expect(controller.getSnapshot().updateAvailable).toBe(true);
    expect(await controller.applyUpdate()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(workbox.skipWaitingSent).toBe(0);
  });
});
