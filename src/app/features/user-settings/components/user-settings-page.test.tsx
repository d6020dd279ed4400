import {
  act,
  cleanup,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { findAlertDialogTitled, renderWithProviders } from '../../../test-support/providers.tsx';
import type { GetUserSettingsQuery } from '../../../gql/graphql.ts';
import { GraphQLRequestError } from '../../../lib/api/graphql.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';

// The outbox records what each write stores (the writes' own code runs).
vi.mock('../../../lib/outbox/outbox.ts', async () =>
  (await import('../../../test-support/outbox-module.ts')).fakeOutboxModule(),
);
const { storedWrites: saves, clearStoredWrites } =
  await import('../../../test-support/outbox-module.ts');
const outbox = vi.hoisted(() => ({ entries: [] as OutboxEntry[] }));
vi.mock('../../../lib/outbox/use-outbox.ts', () => ({
  useOutbox: () => ({ loaded: true, entries: outbox.entries }),
}));
const network = vi.hoisted(() => ({ online: true }));
vi.mock('../../../lib/pwa/online-status.ts', () => ({ useOnlineStatus: () => network.online }));
// The query's data is put in the cache by each test; the request itself never answers.
vi.mock('../../../lib/api/graphql.ts', async (original) => ({
  ...(await original<object>()),
  gqlRequest: () => new Promise(() => {}),
}));
const api = vi.hoisted(() => ({
  verifyUserPassword: vi.fn(),
  initiateChangeEmail: vi.fn(),
  cancelChangeEmail: vi.fn(),
  dismissChangeEmail: vi.fn(),
  initiateChangeSecondaryEmail: vi.fn(),
  swapPrimaryAndSecondaryEmails: vi.fn(),
  updateUserPassword: vi.fn(),
}));
vi.mock('../api/online-writes.ts', () => api);

// The whole app project runs in parallel: a second is too short on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const { UserSettingsPage } = await import('./user-settings-page.tsx');
const { userSettingsQueryKey } = await import('../api/get-user-settings.ts');

type SettingsUser = GetUserSettingsQuery['user'];

const baseUser: SettingsUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  secondaryEmail: 'ada@personal.example',
  secondaryEmailVerified: true,
  pendingSecondaryEmail: null,
  linkedInUrl: null,
  phoneNumber: '+14155550132',
  phoneNumberLocale: 'US',
  settings: { visibility: 'invite_only', changeEmail: null },
};

async function renderPage(user: Partial<SettingsUser> | null = {}) {
  const onUserMissing = vi.fn();
  const rendered = renderWithProviders(
    <UserSettingsPage
      userId="u1"
      signOutAction={<button type="button">Sign Out</button>}
      onUserMissing={onUserMissing}
    />,
  );
  await act(async () => {
    rendered.queryClient.setQueryData(userSettingsQueryKey, {
      user: user === null ? null : { ...baseUser, ...user },
    });
    // The query client tells its observers on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...rendered, onUserMissing };
}

const section = (name: string) => screen.getByRole('region', { name });
const alerts = () => screen.getByRole('region', { name: 'Notifications' });
const button = (name: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByRole('button', { name });
/** A button of a dialog found by `dialogNamed` (which may be marked aria-hidden in jsdom, see there). */
const dialogButton = (name: string, dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name, hidden: true });
const dialogNamed = findAlertDialogTitled;
const isDisabled = (element: HTMLElement) =>
  element.getAttribute('aria-disabled') === 'true' || element.hasAttribute('disabled');
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

beforeEach(() => {
  network.online = true;
  outbox.entries = [];
  clearStoredWrites();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('UserSettingsPage', () => {
  it('has a header with Sign Out and its sections under headings in order', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'User Settings' })).toBeTruthy();
    expect(button('Sign Out')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Email',
      'Secondary Email',
      'Change Name',
      'Change Password',
      'Sessions',
      'Privacy Settings',
      'Contact Info',
      'Download my data',
      'Delete my account',
    ]);
    expect(within(section('Email')).getByText('ada@example.com')).toBeTruthy();
    expect(button('change email', section('Email'))).toBeTruthy();
  });

  it('signs out when the settings loaded without a user', async () => {
    const { onUserMissing } = await renderPage(null);
    expect(onUserMissing).toHaveBeenCalled();
  });

  it('shows an e-mail change in progress, and cancels it after confirming', async () => {
    const changeEmail = {
      newEmail: 'new@example.com',
      emailStatus: 'SENT' as const,
      initiatedAt: new Date().toISOString(),
      isChangeWindowOpen: true,
    };
    await renderPage({ settings: { visibility: 'invite_only', changeEmail } });
    const email = section('Email');
    expect(within(email).getByText(messages.emailChangeInProgress)).toBeTruthy();
    expect(within(email).getByText('new@example.com')).toBeTruthy();

    api.cancelChangeEmail.mockResolvedValue({
      ...baseUser,
      settings: {
        visibility: 'invite_only',
        changeEmail: { ...changeEmail, emailStatus: 'CANCELLED' },
      },
    });
    await click(button('cancel email change', email));
    const dialog = await dialogNamed('Cancel your email change?');
    expect(within(dialog).getByText(/will stop working/)).toBeTruthy();
    await click(dialogButton('Cancel email change', dialog));
    expect(api.cancelChangeEmail).toHaveBeenCalled();
    await waitFor(() =>
      expect(within(email).queryByText(messages.emailChangeInProgress)).toBeNull(),
    );
    // Said in the app's alerts region, not in the section.
    expect(within(alerts()).getByText(/Your email change was cancelled/)).toBeTruthy();
  });

  it("shows a timed-out change with 'click to dismiss'", async () => {
    await renderPage({
      settings: {
        visibility: 'invite_only',
        changeEmail: {
          newEmail: 'new@example.com',
          emailStatus: 'SENT',
          initiatedAt: '2020-01-01T00:00:00.000Z',
          isChangeWindowOpen: false,
        },
      },
    });
    expect(screen.getByText(messages.emailChangeTimedOut)).toBeTruthy();
    api.dismissChangeEmail.mockResolvedValue(baseUser);
    await click(button('click to dismiss'));
    expect(api.dismissChangeEmail).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText(messages.emailChangeTimedOut)).toBeNull());
  });

  it("offers 'make primary email' only for a verified secondary address, after confirming", async () => {
    const { unmount } = await renderPage({ secondaryEmailVerified: false });
    expect(screen.queryByRole('button', { name: 'make primary email' })).toBeNull();
    expect(screen.getByText('Not verified')).toBeTruthy();
    unmount();

    await renderPage();
    api.swapPrimaryAndSecondaryEmails.mockResolvedValue({
      ...baseUser,
      email: 'ada@personal.example',
      secondaryEmail: 'ada@example.com',
    });
    await click(button('make primary email'));
    const dialog = await dialogNamed('Make this your primary email?');
    expect(within(dialog).getByText(/becomes your new sign-in email/)).toBeTruthy();
    await click(dialogButton('Make primary email', dialog));
    expect(api.swapPrimaryAndSecondaryEmails).toHaveBeenCalled();
    await waitFor(() =>
      expect(within(alerts()).getByText(/is now your primary email/)).toBeTruthy(),
    );
  });

  it('shows a verified secondary address once, with no resend, and opens an empty form to change it', async () => {
    await renderPage();
    const part = section('Secondary Email');
    expect(within(part).getAllByText('ada@personal.example')).toHaveLength(1);
    expect(within(part).queryByRole('textbox')).toBeNull();
    expect(within(part).queryByRole('button', { name: /verification link/ })).toBeNull();

    await click(button('change secondary email', part));
    const input = within(part).getByLabelText(/^New Secondary\/Personal Email/);
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    await click(button('Cancel', part));
    expect(within(part).queryByRole('textbox')).toBeNull();
  });

  it('offers to send the link again only while an address waits for it', async () => {
    api.initiateChangeSecondaryEmail.mockResolvedValue({
      ...baseUser,
      pendingSecondaryEmail: 'new@personal.example',
    });
    await renderPage({ pendingSecondaryEmail: 'new@personal.example' });
    const part = section('Secondary Email');
    expect(within(part).getAllByText('new@personal.example')).toHaveLength(1);
    await click(button('Send the verification link again', part));
    expect(api.initiateChangeSecondaryEmail).toHaveBeenCalledWith('new@personal.example');
    await waitFor(() =>
      expect(within(alerts()).getByText(/We sent a verification link to new@/)).toBeTruthy(),
    );
  });

  it('checks the secondary address and says so when the server refuses it', async () => {
    await renderPage({ secondaryEmail: null, secondaryEmailVerified: false });
    const part = section('Secondary Email');
    const input = within(part).getByLabelText(/^Secondary\/Personal Email/);
    await click(button('Save and send verification link', part));
    expect(await within(part).findByText(messages.fieldRequired)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'nope' } });
    expect(await within(part).findByText(messages.secondaryEmailInvalid)).toBeTruthy();

    api.initiateChangeSecondaryEmail.mockRejectedValue(new Error('This address is taken.'));
    fireEvent.change(input, { target: { value: 'Me@Personal.Example' } });
    await click(button('Save and send verification link', part));
    expect(api.initiateChangeSecondaryEmail).toHaveBeenCalledWith('me@personal.example');
    expect(within(part).getByText(messages.secondaryEmailUpdateFailed)).toBeTruthy();
    expect(within(part).getByText(messages.contactInfoSubmitIssue)).toBeTruthy();
  });

  /** The Change Password fields, the current password filled in unless told otherwise. */
  async function passwordForm(currentPassword = 'Old!Passw0rd') {
    await renderPage();
    const part = section('Change Password');
    const current = within(part).getByLabelText(/^Current Password/);
    const password = within(part).getByLabelText(/^New Password/);
    const confirm = within(part).getByLabelText(/^Confirm New Password/);
    fireEvent.change(current, { target: { value: currentPassword } });
    return { part, current, password, confirm, save: button('Save password', part) };
  }

  async function submitNewPassword(form: Awaited<ReturnType<typeof passwordForm>>) {
    fireEvent.change(form.password, { target: { value: 'Str0ng!Pass' } });
    fireEvent.change(form.confirm, { target: { value: 'Str0ng!Pass' } });
    await click(form.save);
  }

  it('asks for the current password first, and needs it to save', async () => {
    const { part, current, password, confirm, save } = await passwordForm('');
    expect(part.querySelector('input')).toBe(current);
    fireEvent.change(password, { target: { value: 'Str0ng!Pass' } });
    fireEvent.change(confirm, { target: { value: 'Str0ng!Pass' } });
    expect(isDisabled(save)).toBe(true);
    fireEvent.blur(current);
    expect(await within(part).findByText(messages.fieldRequired)).toBeTruthy();
    fireEvent.change(current, { target: { value: 'Old!Passw0rd' } });
    expect(isDisabled(save)).toBe(false);
  });

  it('changes the password only with a strong, confirmed one, after verifying the current one', async () => {
    api.verifyUserPassword.mockResolvedValue({ verified: true, lastVerification: 'now' });
    api.updateUserPassword.mockResolvedValue(true);
    const { part, current, password, confirm, save } = await passwordForm();
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(isDisabled(save)).toBe(true);

    fireEvent.change(password, { target: { value: 'weak' } });
    fireEvent.blur(password);
    expect(
      await within(part).findByText('Password must be 10 to 20 characters long.'),
    ).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Str0ng!Pass' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.change(confirm, { target: { value: 'Str0ng!Pasz' } });
    fireEvent.blur(confirm);
    expect(await within(part).findByText(messages.passwordsMustMatch)).toBeTruthy();
    expect(isDisabled(save)).toBe(true);
    fireEvent.change(confirm, { target: { value: 'Str0ng!Pass' } });
    expect(isDisabled(save)).toBe(false);
    await click(save);
    expect(api.verifyUserPassword).toHaveBeenCalledWith('Old!Passw0rd');
    // "Sign out of all other sessions" is ticked by default (decision 049).
    expect(api.updateUserPassword).toHaveBeenCalledWith('Str0ng!Pass', true);
    expect(api.verifyUserPassword.mock.invocationCallOrder[0]!).toBeLessThan(
      api.updateUserPassword.mock.invocationCallOrder[0]!,
    );
    expect(within(part).getByText(/Your password has been changed/)).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('');
  });

  it("says 'Password doesn't match our records.' for a wrong current password and changes nothing", async () => {
    api.verifyUserPassword.mockResolvedValue({ verified: false, lastVerification: null });
    const form = await passwordForm();
    await submitNewPassword(form);
    expect(await within(form.part).findByText(messages.passwordNotOurs)).toBeTruthy();
    expect(api.updateUserPassword).not.toHaveBeenCalled();
    expect(within(form.part).queryByText(/Your password has been changed/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(form.current));
    // Editing the field clears the refusal.
    fireEvent.change(form.current, { target: { value: 'Other!Passw0rd' } });
    await waitFor(() => expect(within(form.part).queryByText(messages.passwordNotOurs)).toBeNull());
  });

  it("shows the server's refusal of the current password (the sign-in throttle) on its field", async () => {
    const locked = apiMessages.signInLocked(15);
    api.verifyUserPassword.mockRejectedValue(
      new GraphQLRequestError(locked, 200, 'TOO_MANY_ATTEMPTS'),
    );
    const form = await passwordForm();
    await submitNewPassword(form);
    expect(await within(form.part).findByText(locked)).toBeTruthy();
    expect(api.updateUserPassword).not.toHaveBeenCalled();
  });

  it('asks for the current password again when the server wants a new verification', async () => {
    api.verifyUserPassword.mockResolvedValue({ verified: true, lastVerification: 'now' });
    api.updateUserPassword.mockRejectedValue(
      new GraphQLRequestError(
        apiMessages.passwordVerificationRequired,
        200,
        'PASSWORD_VERIFICATION_REQUIRED',
      ),
    );
    const form = await passwordForm();
    await submitNewPassword(form);
    expect(
      await within(form.part).findByText(apiMessages.passwordVerificationRequired),
    ).toBeTruthy();
    expect(within(form.part).queryByText(/Your password has been changed/)).toBeNull();
  });

  it('says offline which changes need a connection, and disables them', async () => {
    network.online = false;
    await renderPage();
    expect(
      screen.getByText("You're offline. Changing your password needs a connection."),
    ).toBeTruthy();
    expect(
      screen.getAllByText("You're offline. Changing your email needs a connection."),
    ).toHaveLength(1);
    expect(
      screen.getByText("You're offline. Changing your secondary email needs a connection."),
    ).toBeTruthy();
    expect(isDisabled(button('change email'))).toBe(true);
    expect(isDisabled(button('make primary email'))).toBe(true);
    // Name and privacy still save (through the outbox).
    expect(
      within(section('Change Name'))
        .getByLabelText(/^First Name/)
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it('saves the name and the privacy setting through the outbox', async () => {
    await renderPage();
    const name = section('Change Name');
    fireEvent.change(within(name).getByLabelText(/^First Name/), {
      target: { value: ' Augusta ' },
    });
    await waitFor(() => expect(isDisabled(button('Save name', name))).toBe(false));
    await click(button('Save name', name));
    expect(saves).toContainEqual({
      operation: 'UpdateUserName',
      variables: { id: 'u1', firstName: 'Augusta', lastName: 'Lovelace' },
    });

    const privacy = section('Privacy Settings');
    expect(
      within(privacy).getByRole('radiogroup', { name: messages.shareProfileLabel }),
    ).toBeTruthy();
    expect(isDisabled(button('Save privacy setting', privacy))).toBe(true);
    await click(within(privacy).getByRole('radio', { name: messages.visibilityPublic }));
    await click(button('Save privacy setting', privacy));
    expect(saves).toContainEqual({ operation: 'UpdateUser', variables: { visibility: 'public' } });
  });

  it('shows unsent edits over the server copy', async () => {
    outbox.entries = [
      {
        id: 'e1',
        userId: 'u1',
        operation: 'UpdateUser',
        document: '',
        variables: { visibility: 'public', clientMutationId: 'e1' },
        createdAt: 1,
        createdAtPerf: 1,
        attempts: 0,
        nextAttemptAt: 0,
        seq: 1,
      },
    ];
    await renderPage();
    expect(
      within(section('Privacy Settings')).getByRole('radio', { name: messages.visibilityPublic }),
    ).toHaveProperty('checked', true);
  });
});

describe('Contact Info', () => {
  it('adds a LinkedIn URL: missing, editing (cancel returns to missing), then saved', async () => {
    await renderPage();
    const part = section('Contact Info');
    await click(button('Add LinkedIn Profile Url', part));
    const input = within(part).getByRole('textbox', { name: /^LinkedIn Profile Url/ });
    await click(button('Cancel', part));
    expect(within(part).queryByRole('textbox', { name: /^LinkedIn Profile Url/ })).toBeNull();
    expect(input.isConnected).toBe(false);

    await click(button('Add LinkedIn Profile Url', part));
    const field = within(part).getByRole('textbox', { name: /^LinkedIn Profile Url/ });
    fireEvent.change(field, { target: { value: 'https://example.com/in/ada' } });
    fireEvent.blur(field);
    expect(await within(part).findByText(messages.linkedInUrlInvalid)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'https://www.linkedin.com/in/ada' } });
    await click(button('Save', part));
    expect(saves).toContainEqual({
      operation: 'UpdateUserLinkedInUrl',
      variables: { linkedInUrl: 'https://www.linkedin.com/in/ada' },
    });
    // Shown at once (optimistic), with its edit and delete icons.
    expect(await within(part).findByText('https://www.linkedin.com/in/ada')).toBeTruthy();
    expect(button('Edit LinkedIn Profile Url', part)).toBeTruthy();
  });

  it('shows the phone national for the US and international otherwise; delete asks first', async () => {
    const { unmount } = await renderPage({ phoneNumber: '+447400123456', phoneNumberLocale: 'GB' });
    expect(screen.getByText('+44 7400 123456')).toBeTruthy();
    unmount();

    await renderPage();
    const part = section('Contact Info');
    expect(within(part).getByText('(415) 555-0132')).toBeTruthy();
    await click(button('Edit Phone Number', part));
    expect(within(part).getByRole('textbox', { name: /^Phone Number/ })).toHaveProperty(
      'value',
      '(415) 555-0132',
    );
    await click(button('Cancel', part));
    expect(within(part).getByText('(415) 555-0132')).toBeTruthy();

    await click(button('Delete Phone Number', part));
    const dialog = await dialogNamed('Delete your Phone Number?');
    await click(dialogButton('Delete', dialog));
    expect(saves).toContainEqual({ operation: 'DeleteUserPhoneNumber', variables: {} });
    expect(await within(part).findByRole('button', { name: 'Add Phone Number' })).toBeTruthy();
  });
});
