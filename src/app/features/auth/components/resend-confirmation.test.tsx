import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResendConfirmation', () => {
  it("shows the server's message when too many mails were requested from the network (429)", async () => {
    const tooMany = apiMessages.tooManyConfirmationEmails(17);
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: tooMany, retryAfterSeconds: 1020 }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '1020' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ResendConfirmation email="ada@example.com" requestId="r1" />, {
      path: '/registration-thank-you?email=ada%40example.com&requestId=r1',
    });
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText(tooMany, {}, { timeout: 5000 })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  }, 30_000);
});
