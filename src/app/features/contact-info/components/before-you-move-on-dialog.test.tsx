import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import type { User } from '../../../lib/api/get-user.ts';
import type { ContactInfoWrite } from '../lib/use-contact-info-write.ts';
import { BeforeYouMoveOnDialog } from './before-you-move-on-dialog.tsx';
import { contactInfoStep } from './contact-info-gate.tsx';

const user: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'L',
  email: 'ada@example.com',
  accountType: 'CAMPUS',
  hasSecondaryContactInfo: false,
  secondaryEmail: null,
  secondaryEmailVerified: false,
  linkedInUrl: null,
  phoneNumber: null,
  phoneNumberLocale: null,
  industryContext: { id: 'none', name: 'No industry context set' },
  accommodations: { assessmentTimerMultiplier: 1 },
};

function fakeWrite(overrides: Partial<ContactInfoWrite> = {}): ContactInfoWrite {
  return {
    save: vi.fn(() => Promise.resolve()),
    status: 'idle',
    error: null,
    pending: null,
    refusedValues: null,
    refusedId: null,
    ...overrides,
  };
}

function renderDialog(write = fakeWrite(), onBusyChange = vi.fn()) {
  renderWithProviders(
    <BeforeYouMoveOnDialog
      open
      user={user}
      write={write}
      logoutAction={<button type="button">Logout</button>}
      onBusyChange={onBusyChange}
    />,
  );
  return { write, onBusyChange };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Continue to Profile' });
const isDisabled = () => continueButton().getAttribute('aria-disabled') === 'true';

afterEach(cleanup);

describe('BeforeYouMoveOnDialog', () => {
  it('enables Continue once the form changed and is valid, without leaving the field', async () => {
    renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'Before You Move On' })).toBeTruthy();
    expect(screen.getByText('This address cannot be used to sign in.')).toBeTruthy();
    expect(isDisabled()).toBe(true);
    type('Secondary/Personal Email', 'me@personal.example');
    await waitFor(() => expect(isDisabled()).toBe(false));
  });

  it('shows the messages once a field was left, and keeps Continue disabled', async () => {
    renderDialog();
    type('Secondary/Personal Email', 'nope');
    fireEvent.blur(field('Secondary/Personal Email'));
    expect(await screen.findByText(messages.secondaryEmailInvalid)).toBeTruthy();
    type('Secondary/Personal Email', user.email.toUpperCase());
    expect(await screen.findByText(apiMessages.secondaryEmailSameAsPrimary)).toBeTruthy();
    type('Secondary/Personal Email', 'me@personal.example');

    type('LinkedIn Profile Url', 'https://example.com/in/ada');
    fireEvent.blur(field('LinkedIn Profile Url'));
    expect(await screen.findByText(messages.linkedInUrlInvalid)).toBeTruthy();
    expect(isDisabled()).toBe(true);
    type('LinkedIn Profile Url', 'https://www.linkedin.com/in/ada');

    type('Phone Number', '555');
    fireEvent.blur(field('Phone Number'));
    expect(await screen.findByText(messages.phoneNumberInvalid)).toBeTruthy();
    expect(isDisabled()).toBe(true);

    type('Phone Number', '2015550123');
    fireEvent.blur(field('Phone Number'));
    await waitFor(() => expect(field('Phone Number')).toHaveProperty('value', '(201) 555-0123'));
    await waitFor(() => expect(isDisabled()).toBe(false));
  });

  it('saves what the server stores: address in lower case, phone in E.164 with its country', async () => {
    const { write, onBusyChange } = renderDialog();
    type('Secondary/Personal Email', '  Me@Personal.Example ');
    type('Phone Number', '(201) 555-0123');
    await waitFor(() => expect(isDisabled()).toBe(false));
    await act(async () => {
      fireEvent.click(continueButton());
    });
    expect(write.save).toHaveBeenCalledWith({
      secondaryEmail: 'me@personal.example',
      linkedInUrl: null,
      phoneNumber: '+12015550123',
      phoneNumberLocale: 'US',
    });
    expect(onBusyChange).toHaveBeenCalledWith(true);
  });

  it("shows a refusal with the server's message and a support line, with the refused values", () => {
    renderDialog(
      fakeWrite({
        status: 'failed',
        error: apiMessages.secondaryEmailTaken,
        refusedValues: {
          secondaryEmail: 'taken@example.com',
          phoneNumber: '+447400123456',
          phoneNumberLocale: 'GB',
        },
        refusedId: 'k1',
      }),
    );
    expect(screen.getByText(apiMessages.secondaryEmailTaken)).toBeTruthy();
    expect(screen.getByText(/contact our support team/)).toBeTruthy();
    expect(field('Secondary/Personal Email')).toHaveProperty('value', 'taken@example.com');
    expect(field('Phone Number')).toHaveProperty('value', '+44 7400 123456');
  });
});

describe('contactInfoStep', () => {
  const idle = { pending: null, status: 'idle' };
  it('asks for the details while there are none, on the server or on this device', () => {
    expect(contactInfoStep(user, idle, false)).toBe('form');
    expect(contactInfoStep(user, { pending: null, status: 'failed' }, false)).toBe('form');
    expect(contactInfoStep(user, { pending: {}, status: 'savedOnDevice' }, false)).toBeNull();
    expect(contactInfoStep(user, { pending: {}, status: 'savedOnDevice' }, true)).toBe('form');
    expect(contactInfoStep(user, { pending: null, status: 'saved' }, false)).toBeNull();
  });

  it('then asks to verify the address until it is verified', () => {
    const stored = { ...user, hasSecondaryContactInfo: true, secondaryEmail: 'me@x.example' };
    expect(contactInfoStep(stored, idle, false)).toBe('verify');
    expect(contactInfoStep({ ...stored, secondaryEmailVerified: true }, idle, false)).toBeNull();
  });
});
