import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { ApiError } from '../../../lib/api/errors.ts';
import { clearSession, getSession } from '../../../lib/session.ts';

const rest = vi.hoisted(() => ({ restPost: vi.fn() }));
vi.mock('../../../lib/api/rest.ts', () => rest);

const { ConfirmChangeEmail } = await import('./confirm-change-email.tsx');

afterEach(() => {
  cleanup();
  void clearSession();
  vi.clearAllMocks();
});

const link = '/change-email-confirmed?email=new%40example.com&id=token-1';

describe('ConfirmChangeEmail', () => {
  it('confirms once, stores the session and goes to user settings', async () => {
    rest.restPost.mockResolvedValue({ userId: 'u1', token: 't1' });
    const { history } = renderWithProviders(<ConfirmChangeEmail />, { path: link });
    await waitFor(() => expect(history.at(-1)).toBe('/user-settings'));
    expect(rest.restPost).toHaveBeenCalledTimes(1);
    expect(rest.restPost).toHaveBeenCalledWith('/auth/confirm-change-email-auth', {
      email: 'new@example.com',
      id: 'token-1',
    });
    expect(getSession()).toEqual({ userId: 'u1', token: 't1' });
  });

  it.each([
    [apiMessages.emailChangeLinkCancelled, '/change-email-cancelled'],
    [apiMessages.emailChangeLinkExpired, '/change-email-token-expired'],
    [apiMessages.emailChangeLinkIncorrect, '/change-email-token-incorrect'],
    [messages.missingParameters, '/change-email-error'],
  ])('a refusal "%s" goes to %s', async (message, page) => {
    rest.restPost.mockRejectedValue(new ApiError(400, { message }));
    const { history } = renderWithProviders(<ConfirmChangeEmail />, { path: link });
    await waitFor(() => expect(history.at(-1)).toBe(page));
    expect(getSession()).toBeNull();
  });

  it('says which parameters are missing, and sends nothing', () => {
    renderWithProviders(<ConfirmChangeEmail />, { path: '/change-email-confirmed?id=x' });
    expect(screen.getByText(messages.missingParameters)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to User Settings' })).toBeTruthy();
    expect(rest.restPost).not.toHaveBeenCalled();
  });
});
