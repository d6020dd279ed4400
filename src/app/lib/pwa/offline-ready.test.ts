import { describe, expect, it, vi } from 'vitest';
import { createOfflineReadyStore, type ServiceWorkerContainerLike } from './offline-ready.ts';

/** A fake `navigator.serviceWorker`: `controller` settable, events fired by hand. */
function fakeContainer(controlled: boolean) {
  const listeners: Record<string, ((event: Event) => void)[]> = {};
  const postMessage = vi.fn();
  const startMessages = vi.fn();
  const container: ServiceWorkerContainerLike & {
    controller: { postMessage: typeof postMessage } | null;
  } = {
    controller: controlled ? { postMessage } : null,
    addEventListener: (type, listener) => (listeners[type] ??= []).push(listener),
    startMessages,
  };
  const fire = (type: string, data?: unknown) => {
    for (const listener of listeners[type] ?? []) listener({ data } as MessageEvent);
  };
  return { container, postMessage, startMessages, fire };
}

describe('createOfflineReadyStore', () => {
  it('asks the controlling worker and is ready when it answers that everything is cached', () => {
    const { container, postMessage, startMessages, fire } = fakeContainer(true);
    const store = createOfflineReadyStore(container);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(postMessage).toHaveBeenCalledWith({ type: 'IS_OFFLINE_READY' });
    expect(startMessages).toHaveBeenCalled();
    expect(store.isReady()).toBe(false);

    fire('message', { type: 'OFFLINE_READY', ready: false });
    expect(store.isReady()).toBe(false);
    fire('message', { type: 'OFFLINE_READY', ready: true });
    expect(store.isReady()).toBe(true);
    fire('message', { type: 'OFFLINE_READY', ready: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is not ready while no worker controls the page, and asks once one takes control', () => {
    const { container, fire } = fakeContainer(false);
    const store = createOfflineReadyStore(container);
    fire('message', { type: 'OFFLINE_READY', ready: true });
    expect(store.isReady()).toBe(false);

    const postMessage = vi.fn();
    container.controller = { postMessage };
    fire('controllerchange');
    expect(postMessage).toHaveBeenCalledWith({ type: 'IS_OFFLINE_READY' });
    fire('message', { type: 'OFFLINE_READY', ready: true });
    expect(store.isReady()).toBe(true);
  });

  it('ignores messages that are not its answer', () => {
    const { container, fire } = fakeContainer(true);
    const store = createOfflineReadyStore(container);
    fire('message', { type: 'OFFLINE_READY', ready: 'yes' });
    fire('message', 'OFFLINE_READY');
    fire('message', null);
    expect(store.isReady()).toBe(false);
  });
});
