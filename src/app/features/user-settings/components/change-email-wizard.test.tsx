import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { GraphQLRequestError } from '../../../lib/api/graphql.ts';
import { ChangeEmailWizard } from './change-email-wizard.tsx';

const api = vi.hoisted(() => ({
  verifyUserPassword: vi.fn(),
  initiateChangeEmail: vi.fn(),
}));
vi.mock('../api/online-writes.ts', () => api);

const STRONG = 'Str0ng!Pass';
const settingsUser = { id: 'u1' };

function renderWizard(online = true) {
  const onClose = vi.fn();
  const onInitiated = vi.fn();
  const view = renderWithProviders(
    <ChangeEmailWizard
      open
      currentEmail="ada@example.com"
      online={online}
      onClose={onClose}
      onInitiated={onInitiated}
    />,
  );
  return { ...view, onClose, onInitiated };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

beforeEach(() => {
  api.verifyUserPassword.mockResolvedValue({ verified: true, lastVerification: null });
  api.initiateChangeEmail.mockResolvedValue(settingsUser);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ChangeEmailWizard', () => {
  it('goes password → new address → notice, focusing each step', async () => {
    const { onInitiated } = renderWizard();
    expect(screen.getByText('Step 1 of 3: Confirm your password')).toBeTruthy();
    // (On opening, Fluent's dialog puts focus in it itself; jsdom has no layout to find the field.)
    type('Current Password', STRONG);
    await press('Continue');
    expect(api.verifyUserPassword).toHaveBeenCalledWith(STRONG);

    expect(await screen.findByText('Step 2 of 3: Enter your new email')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('New Email')));
    type('New Email', '  New@Example.com ');
    await press('Send validation link');
    expect(api.initiateChangeEmail).toHaveBeenCalledWith('new@example.com');
    expect(onInitiated).toHaveBeenCalledWith(settingsUser);

    expect(await screen.findByText('Step 3 of 3: Check your new inbox')).toBeTruthy();
    expect(screen.getByText('new@example.com')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' })),
    );
  });

  it("shows the strength checker's first error, then 'Password doesn't match our records.'", async () => {
    renderWizard();
    await press('Continue');
    expect(await screen.findByText(messages.fieldRequired)).toBeTruthy();
    type('Current Password', 'short');
    await press('Continue');
    expect(await screen.findByText('Password must be 10 to 20 characters long.')).toBeTruthy();
    expect(api.verifyUserPassword).not.toHaveBeenCalled();

    api.verifyUserPassword.mockResolvedValue({ verified: false, lastVerification: null });
    type('Current Password', STRONG);
    await press('Continue');
    expect(await screen.findByText(messages.passwordNotOurs)).toBeTruthy();
    expect(screen.getByText('Step 1 of 3: Confirm your password')).toBeTruthy();
  });

  it("checks the new address and shows the server's refusal under it", async () => {
    renderWizard();
    type('Current Password', STRONG);
    await press('Continue');
    await screen.findByText('Step 2 of 3: Enter your new email');
    await press('Send validation link');
    expect(await screen.findByText(messages.fieldRequired)).toBeTruthy();
    type('New Email', 'not-an-address');
    expect(await screen.findByText(messages.emailInvalidChangeEmail)).toBeTruthy();
    expect(api.initiateChangeEmail).not.toHaveBeenCalled();

    api.initiateChangeEmail.mockRejectedValue(
      new GraphQLRequestError(apiMessages.emailUnchanged, 400, 'BAD_USER_INPUT'),
    );
    type('New Email', 'ada@example.com');
    await press('Send validation link');
    expect(await screen.findByText(apiMessages.emailUnchanged)).toBeTruthy();
  });

  it('goes back to the password when the server asks for it again', async () => {
    renderWizard();
    type('Current Password', STRONG);
    await press('Continue');
    await screen.findByText('Step 2 of 3: Enter your new email');
    api.initiateChangeEmail.mockRejectedValue(
      new GraphQLRequestError(
        apiMessages.passwordVerificationRequired,
        400,
        'PASSWORD_VERIFICATION_REQUIRED',
      ),
    );
    type('New Email', 'new@example.com');
    await press('Send validation link');
    expect(await screen.findByText('Step 1 of 3: Confirm your password')).toBeTruthy();
    expect(screen.getByText(apiMessages.passwordVerificationRequired)).toBeTruthy();
  });

  it('starts again at step 1 when closed and opened again', async () => {
    const { rerender, onClose } = renderWizard();
    type('Current Password', STRONG);
    await press('Continue');
    await screen.findByText('Step 2 of 3: Enter your new email');
    await press('Cancel');
    expect(onClose).toHaveBeenCalled();
    rerender(
      <ChangeEmailWizard
        open
        currentEmail="ada@example.com"
        online
        onClose={onClose}
        onInitiated={vi.fn()}
      />,
    );
    expect(await screen.findByText('Step 1 of 3: Confirm your password')).toBeTruthy();
    expect(field('Current Password')).toHaveProperty('value', '');
  });

  it('says offline that the change needs a connection, and sends nothing', async () => {
    renderWizard(false);
    expect(
      screen.getByText("You're offline. Changing your email needs a connection."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    type('Current Password', STRONG);
    await press('Continue');
    expect(api.verifyUserPassword).not.toHaveBeenCalled();
  });
});
