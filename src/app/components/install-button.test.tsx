import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallButton } from './install-button.tsx';

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

const renderButton = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <InstallButton />
    </FluentProvider>,
  );

afterEach(cleanup);

describe('InstallButton', () => {
  it('appears only when the browser offers installation, and prompts once', async () => {
    renderButton();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const { event, prompt } = installPromptEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true); // no browser mini-infobar: our button instead
    const button = screen.getByRole('button', { name: 'Install app' });

    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    // A prompt event can be used once: the button goes until the browser offers it again.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('disappears once the app is installed', () => {
    renderButton();
    act(() => {
      window.dispatchEvent(installPromptEvent('dismissed').event);
    });
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
