import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { serveJson } from '../../../test-support/fetch.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

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
    serveJson(() => [200, { status: 'USED', role: 'CANDIDATE' }]);
    renderWithProviders(<ResetPasswordForm resetId="r1" />);
    await expectUnusable(apiMessages.passwordResetUsed);
    expect(screen.queryByText(messages.resetInvalid, { exact: false })).toBeNull();
  });

  it('says an expired link expired', async () => {
    serveJson(() => [200, { status: 'EXPIRED', role: 'CANDIDATE' }]);
    renderWithProviders(<ResetPasswordForm resetId="r1" />);
    await expectUnusable(apiMessages.passwordResetExpired);
  });

  it('answers an unknown link with the spec wording', async () => {
    serveJson(() => [404, { message: apiMessages.passwordResetNotFound }]);
    renderWithProviders(<ResetPasswordForm resetId="nope" />);
    await expectUnusable(messages.resetInvalid);
  });

  it('says the link was used when it was used in the meantime', async () => {
    serveJson((url) =>
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
