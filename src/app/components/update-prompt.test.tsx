import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt.tsx';

const update = vi.hoisted(() => ({
  updateAvailable: false,
  applyUpdate: (): Promise<boolean> => Promise.resolve(true),
}));
vi.mock('../lib/pwa/service-worker.ts', () => ({ useServiceWorkerUpdate: () => ({ ...update }) }));

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const renderPrompt = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <UpdatePrompt />
    </FluentProvider>,
  );

beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UpdatePrompt', () => {
  it('renders nothing without an update (or while an assessment runs)', () => {
    update.updateAvailable = false;
    const { container } = renderPrompt();
    expect(container.textContent).toBe('');
  });

  it('offers the update in a status region and applies it on request', async () => {
    update.updateAvailable = true;
    const applyUpdate = vi.fn(() => Promise.resolve(true));
    update.applyUpdate = applyUpdate;
    renderPrompt();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('A new version is available.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
      await Promise.resolve();
    });
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeTruthy();
  });

  it('lets the candidate try again when the update was refused', async () => {
    update.updateAvailable = true;
    update.applyUpdate = vi.fn(() => Promise.resolve(false));
    renderPrompt();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Update now' })).toBeTruthy();
  });
});
