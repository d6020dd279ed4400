import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkPreferencesDraft } from '../../../../domain/work-preferences.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import type { OutboxWriteStatus } from '../../../lib/writes/use-write.ts';
import { WorkPreferencesForm } from './work-preferences-form.tsx';

const austin = { label: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const denver = { label: 'Denver, CO', lat: 39.7392, lng: -104.9903 };

afterEach(cleanup);

function renderForm(draft: WorkPreferencesDraft, status: OutboxWriteStatus = 'idle') {
  const onSave = vi.fn(() => Promise.resolve());
  renderWithProviders(
    <WorkPreferencesForm
      initial={draft}
      saved={draft}
      status={status}
      error={null}
      onSave={onSave}
    />,
  );
  return { onSave, save: () => screen.getByRole('button', { name: 'Save' }) };
}

const isDisabled = (button: HTMLElement) =>
  button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';

describe('WorkPreferencesForm', () => {
  it('starts with nothing chosen and Save disabled; No Preference saves an empty list', () => {
    const { onSave, save } = renderForm({ choice: null, locations: [] });
    expect(isDisabled(save())).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'No Preference' }));
    expect(isDisabled(save())).toBe(false);
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      noPreference: true,
      preferredStyle: 'NO_PREFERENCE',
      locations: [],
    });
  });

  it('shows the search box with Choose Location, and keeps Save disabled without locations', () => {
    const { save } = renderForm({ choice: 'noPreference', locations: [] });
    fireEvent.click(screen.getByRole('radio', { name: 'Choose Location' }));
    expect(screen.getByPlaceholderText('Enter city or zip code')).toBeTruthy();
    expect(isDisabled(save())).toBe(true);
    expect(screen.getByText('Add at least one location to save.')).toBeTruthy();
  });

  it('numbers the saved locations; Move up swaps with the neighbour, says so, and enables Save', () => {
    const { onSave, save } = renderForm({ choice: 'chooseLocation', locations: [austin, denver] });
    const cards = () => screen.getAllByTestId('location-card').map((c) => c.textContent);
    expect(cards()).toEqual(['1Austin, TX', '2Denver, CO']);
    expect(isDisabled(save())).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Move up: Austin, TX' }))).toBe(true);

    const moveUp = screen.getByRole('button', { name: 'Move up: Denver, CO' });
    fireEvent.click(moveUp);
    expect(cards()).toEqual(['1Denver, CO', '2Austin, TX']);
    expect(
      screen.getByText('Denver, CO moved to position 1. Austin, TX moved to position 2.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move up: Denver, CO' }),
    );

    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      noPreference: false,
      preferredStyle: 'NO_PREFERENCE',
      locations: [denver, austin],
    });

    // Moving back restores the saved order: nothing to save.
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Denver, CO' }));
    expect(isDisabled(save())).toBe(true);
  });

  it('removes a location and says so', () => {
    renderForm({ choice: 'chooseLocation', locations: [austin, denver] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Austin, TX' }));
    expect(screen.getAllByTestId('location-card')).toHaveLength(1);
    expect(screen.getByText('Austin, TX removed.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove: Denver, CO' }));
  });

  it('disables Save while saving, and shows where the save is', () => {
    const { save } = renderForm({ choice: null, locations: [] }, 'storing');
    fireEvent.click(screen.getByRole('radio', { name: 'No Preference' }));
    expect(isDisabled(save())).toBe(true);
    expect(screen.getByText('Saving…')).toBeTruthy();
  });
});
