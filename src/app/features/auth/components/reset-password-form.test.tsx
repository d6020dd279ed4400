import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { renderWithProviders } from '../../../app/test-providers.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

type Handler = (url: string, init?: RequestInit) => [number, unknown];

function serve(handler: Handler) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const [status, body] = handler(url, init);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const isStatusCheck = (url: string) => url.startsWith('/resetPassword/getPasswordReset');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The alert shown, with its link to ask for a new reset link. */
async function expectUnusable(message: string) {
  const alert = await screen.findByText(message, { exact: false });
  expect(alert.textContent).toContain(message);
  expect(screen.getByRole('link', { name: 'Request a new password reset link' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
}

describe('ResetPasswordForm', () => {
  it('says a used link was used, with the way to a new one', async () => {
    serve(() => [200, { status: 'USED', role: 'CANDIDATE' }]);
    renderWithProviders(<ResetPasswordForm resetId="r1" />);
    await expectUnusable(apiMessages.passwordResetUsed);
    expect(screen.queryByText(messages.resetInvalid, { exact: false })).toBeNull();
  });

  it('says an expired link expired', async () => {
    serve(() => [200, { status: 'EXPIRED', role: 'CANDIDATE' }]);
    renderWithProviders(<ResetPasswordForm resetId="r1" />);
    await expectUnusable(apiMessages.passwordResetExpired);
  });

  it('answers an unknown link with the spec wording', async () => {
    serve(() => [404, { message: apiMessages.passwordResetNotFound }]);
    renderWithProviders(<ResetPasswordForm resetId="nope" />);
    await expectUnusable(messages.resetInvalid);
  });

  it('says the link was used when it was used in the meantime', async () => {
    serve((url) =>
      isStatusCheck(url)
        ? [200, { status: 'ACTIVE', role: 'CANDIDATE' }]
        : [400, { message: apiMessages.passwordResetUsed, feedback: { suggestions: [] } }],
    );
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm resetId="r1" />);
    const field = (label: RegExp) => screen.findByLabelText(label, { selector: 'input' });
    await user.type(await field(/^New password/), 'Str0ng!Pass');
    await user.type(await field(/^Confirm new password/), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectUnusable(apiMessages.passwordResetUsed);
  });
});
