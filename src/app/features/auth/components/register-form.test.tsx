import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { serveJson } from '../../../test-support/fetch.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { RegisterForm } from './register-form.tsx';

const industries = [
  { id: 'law', name: 'Law' },
  { id: 'none', name: 'No industry context set' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ng! Pass');
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
}

describe('RegisterForm', () => {
  it('blocks spaces in the password, hides the industry choice for a valid link industry, and posts after the acknowledgements', async () => {
    const fetchMock = serveJson((url) => {
      if (url === '/auth/industry-contexts') return [200, industries];
      if (url === '/auth/recaptcha-key') return [200, { recaptchaKey: null }];
      return [
        200,
        {
          token: null,
          redirectUrl: '/registration-thank-you?email=ada%40example.com&requestId=r1',
        },
      ];
    });
    const user = userEvent.setup();
    const { history } = renderWithProviders(<RegisterForm />, {
      path: '/register?industry=law&code=INV1&sessionId=S1&utm_campaign=c',
    });
    await fillForm(user);
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' }).value).toBe(
      'Str0ng!Pass',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findAllByText(messages.initialsRequired)).toHaveLength(4);
    for (const box of within(dialog).getAllByRole('textbox')) await user.type(box, 'AL');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/auth/register')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/auth/register')!;
    expect(JSON.parse(init!.body as string)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Str0ng!Pass',
      industryContext: 'law',
      termsAndPrivacyAgreed: true,
      invitationCode: 'INV1',
      autopilotSessionId: 'S1',
      utm: { campaign: 'c' },
      token: null,
    });
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(history.at(-1)).toBe('/registration-thank-you?email=ada%40example.com&requestId=r1');
  }, 30_000);

  it('shows the server message and feedback, and clears a refused industry', async () => {
    serveJson((url) => {
      if (url === '/auth/industry-contexts') return [200, industries];
      if (url === '/auth/recaptcha-key') return [200, { recaptchaKey: null }];
      return [
        400,
        { message: messages.industryInvalid, feedback: ['Pick one of the listed industries.'] },
      ];
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await fillForm(user);
    await user.click(await screen.findByRole('radio', { name: 'Law' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    for (const box of within(dialog).getAllByRole('textbox')) await user.type(box, 'AL');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Pick one of the listed industries.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByText(messages.industryInvalid).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Law' }).checked).toBe(false),
    );
  }, 30_000);

  it("shows the server's message when too many registrations came from the network (429)", async () => {
    const tooMany = apiMessages.tooManyRegistrations(42);
    serveJson((url) => {
      if (url === '/auth/industry-contexts') return [200, industries];
      if (url === '/auth/recaptcha-key') return [200, { recaptchaKey: null }];
      return [429, { message: tooMany, retryAfterSeconds: 2520 }];
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />, { path: '/register?industry=law' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    for (const box of within(dialog).getAllByRole('textbox')) await user.type(box, 'AL');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(tooMany, {}, { timeout: 5000 })).toBeTruthy();
  }, 30_000);
});
