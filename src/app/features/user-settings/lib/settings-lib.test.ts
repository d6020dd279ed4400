import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import {
  EMAIL_CHANGE_POLL_INTERVAL_MS,
  EMAIL_CHANGE_POLL_MAX_MS,
} from '../../../../domain/constants.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError, NetworkError } from '../../../lib/api/errors.ts';
import type { ChangeEmail, SettingsUser } from '../api/get-user-settings.ts';
import { changeEmailErrorPage } from './change-email-errors.ts';
import { changeEmailView, emailChangePollInterval } from './change-email-state.ts';
import { withPendingEdits } from './pending-settings.ts';
import { outboxEntry } from '../../../test-support/outbox-entry.ts';

const user: SettingsUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  secondaryEmail: 'ada@personal.example',
  secondaryEmailVerified: true,
  pendingSecondaryEmail: null,
  linkedInUrl: 'https://www.linkedin.com/in/ada',
  phoneNumber: '+14155550132',
  phoneNumberLocale: 'US',
  settings: { visibility: 'invite_only', changeEmail: null },
};

const entry = outboxEntry;

describe('withPendingEdits', () => {
  it('puts unsent edits over the server copy, in queue order', () => {
    const shown = withPendingEdits(user, [
      entry('UpdateUserName', { id: 'u1', firstName: 'Augusta', lastName: 'King' }),
      entry('UpdateUser', { visibility: 'public' }),
      entry('UpdateUserLinkedInUrl', { linkedInUrl: 'https://www.linkedin.com/in/augusta' }),
      entry('DeleteUserLinkedInUrl', {}),
      entry('UpdateUserPhoneNumber', { phoneNumber: '+447400123456', locale: 'GB' }),
    ]);
    expect(shown).toEqual({
      ...user,
      firstName: 'Augusta',
      lastName: 'King',
      linkedInUrl: null,
      phoneNumber: '+447400123456',
      phoneNumberLocale: 'GB',
      settings: { visibility: 'public', changeEmail: null },
    });
  });

  it('leaves out refused edits, other users and other operations', () => {
    const shown = withPendingEdits(user, [
      entry(
        'UpdateUserName',
        { firstName: 'X', lastName: 'Y' },
        {
          lastError: { message: 'no', permanent: true },
        },
      ),
      entry('DeleteUserPhoneNumber', {}, { userId: 'someone-else' }),
      entry('UpdateUserSchoolsArray', { schools: [] }),
    ]);
    expect(shown).toEqual(user);
  });
});

const change = (over: Partial<ChangeEmail>): ChangeEmail => ({
  newEmail: 'new@example.com',
  emailStatus: 'SENT',
  initiatedAt: '2030-01-01T00:00:00.000Z',
  isChangeWindowOpen: true,
  ...over,
});

describe('the e-mail change state', () => {
  it('is in progress while SENT and open, timed out once closed, and nothing otherwise', () => {
    expect(changeEmailView(change({}))).toEqual({
      kind: 'inProgress',
      newEmail: 'new@example.com',
    });
    expect(changeEmailView(change({ isChangeWindowOpen: false }))).toEqual({
      kind: 'timedOut',
      newEmail: 'new@example.com',
    });
    expect(changeEmailView(change({ emailStatus: 'CANCELLED' }))).toEqual({ kind: 'none' });
    expect(changeEmailView(change({ emailStatus: 'CONFIRMED' }))).toEqual({ kind: 'none' });
    expect(changeEmailView(null)).toEqual({ kind: 'none' });
  });

  it(`polls every ${EMAIL_CHANGE_POLL_INTERVAL_MS} ms while in progress, for at most ${EMAIL_CHANGE_POLL_MAX_MS} ms`, () => {
    expect(emailChangePollInterval(change({}), null, 1000)).toBe(1500);
    expect(emailChangePollInterval(change({}), 1000, 1000 + 119_999)).toBe(1500);
    expect(emailChangePollInterval(change({}), 1000, 1000 + 120_000)).toBe(false);
    expect(emailChangePollInterval(change({ isChangeWindowOpen: false }), null, 0)).toBe(false);
    expect(emailChangePollInterval(null, null, 0)).toBe(false);
  });
});

describe('changeEmailErrorPage', () => {
  it("chooses the page by the server's 400 message", () => {
    const refused = (message: string) => new ApiError(400, { message });
    expect(changeEmailErrorPage(refused(apiMessages.emailChangeLinkIncorrect))).toBe(
      paths.changeEmailTokenIncorrect,
    );
    expect(changeEmailErrorPage(refused(apiMessages.emailChangeLinkCancelled))).toBe(
      paths.changeEmailCancelled,
    );
    expect(changeEmailErrorPage(refused(apiMessages.emailChangeLinkExpired))).toBe(
      paths.changeEmailTokenExpired,
    );
    expect(changeEmailErrorPage(refused('Missing required parameters'))).toBe(
      paths.changeEmailError,
    );
    expect(
      changeEmailErrorPage(new ApiError(500, { message: apiMessages.emailChangeLinkExpired })),
    ).toBe(paths.changeEmailError);
    expect(changeEmailErrorPage(new NetworkError(new Error('down')))).toBe(paths.changeEmailError);
  });
});
