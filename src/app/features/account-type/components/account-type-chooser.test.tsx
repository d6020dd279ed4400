import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_CHOOSER_REFETCH_DELAY_MS,
  ACCOUNT_CHOOSER_SUBMIT_DELAY_MS,
  SPINNER_SUCCESS_MS,
} from '../../../../domain/constants.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import type { GetUserQuery } from '../../../gql/graphql.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';

const enqueue = vi.fn((..._write: unknown[]) => Promise.resolve({ id: 'e1' }));
vi.mock('../../../lib/outbox/outbox.ts', () => ({
  enqueueWrite: (...write: unknown[]) => enqueue(...write),
}));

const { AccountTypeChooser } = await import('./account-type-chooser.tsx');

const user: GetUserQuery = {
  user: {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    accountType: null,
    hasSecondaryContactInfo: false,
    secondaryEmail: null,
    secondaryEmailVerified: false,
    linkedInUrl: null,
    phoneNumber: null,
    phoneNumberLocale: null,
    industryContext: { id: 'none', name: 'No industry context set' },
    accommodations: { assessmentTimerMultiplier: 1 },
  },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  enqueue.mockClear();
});

describe('AccountTypeChooser', () => {
  it('waits 2 s, stores the choice in the outbox, shows success, then updates the cached user and refetches 7 s later', async () => {
    const onBusyChange = vi.fn();
    const { queryClient } = renderWithProviders(
      <AccountTypeChooser userId="u1" industryContextId="none" onBusyChange={onBusyChange} />,
    );
    queryClient.setQueryData(userQueryKey, user);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Lateral' }));
    fireEvent.click(continueButton);
    // Permanent: asked first; outside law, what the Lateral Law Assessment is.
    await act(() => vi.advanceTimersByTimeAsync(0));
    const confirm = screen.getByRole('alertdialog', { name: 'Continue as Lateral?' });
    expect(within(confirm).getByText(/can't change this later/)).toBeTruthy();
    expect(
      within(confirm).getByText(/Lateral Law Assessment, written for experienced lawyers/),
    ).toBeTruthy();
    expect(enqueue).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, I am Lateral' }));
    expect(screen.getByRole('button', { name: 'Saving your choice…' })).toBeTruthy();
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    await act(() => vi.advanceTimersByTimeAsync(ACCOUNT_CHOOSER_SUBMIT_DELAY_MS - 1));
    expect(enqueue).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(enqueue).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'SetAccountType' }),
      'u1',
      { accountType: 'LATERAL' },
    );

    expect(screen.getByRole('button', { name: /^Saved/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SPINNER_SUCCESS_MS));
    expect(queryClient.getQueryData<GetUserQuery>(userQueryKey)?.user.accountType).toBe('LATERAL');
    expect(onBusyChange).toHaveBeenLastCalledWith(false);

    expect(invalidate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(ACCOUNT_CHOOSER_REFETCH_DELAY_MS));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userQueryKey });
  });
});
