import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { clearSession, getSession, isSharedComputer } from '../../../lib/session.ts';
import { deviceId } from '../../../lib/device-id.ts';
import { rememberSignedOutIdle } from '../../../lib/signed-out-reason.ts';
import { afterSignIn, LoginForm, SHARED_COMPUTER_HINT } from './login-form.tsx';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  void clearSession();
});

const signIn = () => screen.getByRole('button', { name: 'Sign In' });

describe('LoginForm', () => {
  it('"This is a shared computer": unchecked, explained, and sent with the sign-in when checked', async () => {
    const fetchMock = respond(200, { userId: 'u1', token: 't1', requestId: 'r1' });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });
    const shared = screen.getByRole('checkbox', { name: 'This is a shared computer' });
    expect((shared as HTMLInputElement).checked).toBe(false);
    expect(shared.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(shared.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe(SHARED_COMPUTER_HINT);
    await user.click(shared);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret!123');
    await user.click(signIn());
    await waitFor(() => expect(getSession()).toEqual({ token: 't1', userId: 'u1' }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      sharedComputer: true,
    });
    expect(isSharedComputer()).toBe(true);
  }, 20_000);

  it('says why the last session ended, once', async () => {
    rememberSignedOutIdle(2 * 60 * 60 * 1000);
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(
      await screen.findByText(
        'You were signed out after 2 hours without activity. Sign in again to continue.',
      ),
    ).toBeTruthy();
    cleanup();
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(screen.queryByText(/You were signed out/)).toBeNull();
  }, 20_000);

  it('keeps Sign In disabled until both fields are filled, and says an empty field cannot be empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(signIn().getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('textbox', { name: /Email/ }));
    await user.tab();
    expect(await screen.findByText(messages.signInEmpty)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    expect(signIn().getAttribute('aria-disabled')).toBe('true');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    expect(signIn().getAttribute('aria-disabled')).not.toBe('true');
  }, 20_000);

  it('posts the invitation code and utm, stores the session and follows a safe redirect', async () => {
    const fetchMock = respond(200, { userId: 'u1', token: 't1', requestId: 'r1' });
    const user = userEvent.setup();
    const { history } = renderWithProviders(<LoginForm />, {
      path: '/login?code=INV1&utm_source=news&redirect=%2Feducation%3Ftab%3D2',
    });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' ada@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Secret!123');
    await user.click(signIn());
    await waitFor(() => expect(getSession()).toEqual({ token: 't1', userId: 'u1' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/auth/login');
    expect(JSON.parse(init!.body as string)).toEqual({
      email: 'ada@example.com',
      password: 'Secret!123',
      invitationCode: 'INV1',
      utm: { source: 'news' },
      // This browser's own id, the same on every sign-in (lib/device-id.ts).
      deviceId: deviceId(),
      sharedComputer: false,
    });
    await waitFor(() => expect(history.at(-1)).toBe('/education?tab=2'));
  }, 20_000);

  it('goes to the invitation (/join/{code}) after signing in with a code and no redirect', async () => {
    respond(200, { userId: 'u1', token: 't1', requestId: 'r1' });
    const user = userEvent.setup();
    const { history } = renderWithProviders(<LoginForm />, { path: '/login?code=INV%202' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret!123');
    await user.click(signIn());
    await waitFor(() => expect(history.at(-1)).toBe('/join/INV%202'));
  }, 20_000);

  it('goes to the invitation of ?id= (the connection manager) after signing in; a code comes first', async () => {
    respond(200, { userId: 'u1', token: 't1', requestId: 'r1' });
    const user = userEvent.setup();
    const { history } = renderWithProviders(<LoginForm />, { path: '/login?id=inv%207' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret!123');
    await user.click(signIn());
    await waitFor(() => expect(history.at(-1)).toBe('/connection-manager?invitationId=inv+7'));
    expect(afterSignIn(null, 'C1', 'inv')).toBe('/join/C1');
    expect(afterSignIn('/faq', undefined, 'inv')).toBe('/faq');
  }, 20_000);

  it("locked (429): the server's wait-or-reset message and a link to reset the password", async () => {
    const locked = apiMessages.signInLocked(15);
    respond(429, { message: locked, retryAfterSeconds: 900 });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(signIn());
    expect(await screen.findByText(locked)).toBeTruthy();
    const reset = screen.getByRole('link', { name: 'Reset your password' });
    expect(reset.getAttribute('href')).toBe('/user-request-password-reset');
    expect(screen.queryByText(messages.signInFailed)).toBeNull();
  }, 20_000);

  it("a 400 shows the server's 'Invalid email address or password.'", async () => {
    respond(400, { message: messages.loginInvalid });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(signIn());
    expect(await screen.findByText(messages.loginInvalid)).toBeTruthy();
  }, 20_000);

  it("shows the spec's failure message on 401", async () => {
    respond(401, { message: messages.signInFailed });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(signIn());
    expect(await screen.findByText(messages.signInFailed)).toBeTruthy();
    expect(getSession()).toBeNull();
  }, 20_000);

  it('offers a new confirmation e-mail when the address is not confirmed', async () => {
    const fetchMock = respond(403, {
      message: 'not confirmed',
      email: 'ada@example.com',
      requestId: 'r9',
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login?code=INV1' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret!123');
    await user.click(signIn());
    expect(await screen.findByText(messages.notConfirmed)).toBeTruthy();
    respond(400, { message: 'EMAIL_ALREADY_CONFIRMED' });
    await user.click(screen.getByRole('button', { name: messages.notConfirmedResendLink }));
    expect(await screen.findByText(messages.alreadyConfirmed, { exact: false })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  }, 20_000);
});
