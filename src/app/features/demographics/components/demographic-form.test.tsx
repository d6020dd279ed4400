import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demographicMessages, OPTED_OUT_VALUES } from '../../../../domain/demographics.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import type { GetUserPersonalInformationQuery } from '../../../gql/graphql.ts';

const save = vi.fn((_variables: unknown) => Promise.resolve());
let pending: Record<string, unknown> | null = null;
vi.mock('../../../lib/writes/use-write.ts', () => ({
  useWrite: () => ({ save, status: 'idle', error: null, pending }),
}));
vi.mock('../../../lib/outbox/use-outbox.ts', () => ({
  useOutbox: () => ({ loaded: true, entries: [] }),
}));
// The query's data is put in the cache by each test; the request itself never answers.
vi.mock('../../../lib/api/graphql.ts', () => ({ gqlRequest: () => new Promise(() => {}) }));

const { DemographicForm } = await import('./demographic-form.tsx');
const { personalInformationQueryKey } = await import('../api/get-personal-information.ts');

type Stored = GetUserPersonalInformationQuery['user']['userProfile']['personalInformation'];

const answers = {
  diversityOptIn: true,
  birthYear: 1990,
  gender: 'Female',
  ethnicity: ['Asian'],
  veteran: 'No',
  lgbtq: 'Yes',
  firstGenCollege: 'Prefer not to disclose',
};

async function renderForm(stored: Stored) {
  const rendered = renderWithProviders(<DemographicForm userId="u1" />);
  act(() => {
    rendered.queryClient.setQueryData<GetUserPersonalInformationQuery>(
      personalInformationQueryKey,
      { user: { id: 'u1', userProfile: { personalInformation: stored } } },
    );
  });
  await screen.findByRole('button', { name: 'Save' });
  return rendered;
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const pick = (groupName: RegExp, option: string) =>
  fireEvent.click(within(group(groupName)).getByRole('radio', { name: option }));
const ethnicity = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

afterEach(() => {
  cleanup();
  save.mockClear();
  pending = null;
});

// Fluent renders many controls per test: slow in jsdom on a busy machine.
describe('DemographicForm', { timeout: 20_000 }, () => {
  it('shows the questions once opted in, enables Save only when valid, and saves the answers', async () => {
    await renderForm(null);
    expect(screen.queryByRole('radiogroup', { name: 'Gender' })).toBeNull();
    expect(isDisabled(saveButton())).toBe(true);

    pick(/share your demographic/, 'Yes, share');
    expect(group(/^Gender/)).toBeTruthy();
    expect(isDisabled(saveButton()), 'opted in, nothing answered').toBe(true);

    const years = screen.getByRole<HTMLSelectElement>('combobox', { name: /Birth year/ });
    const options = Array.from(years.options)
      .map((o) => o.value)
      .filter(Boolean);
    expect(options[0]).toBe(String(new Date().getFullYear()));
    expect(options).toHaveLength(81);

    // The message shows once a question was touched while answers are missing.
    expect(screen.queryByText(demographicMessages.incomplete)).toBeNull();
    pick(/^Gender/, 'Female');
    fireEvent.blur(within(group(/^Gender/)).getByRole('radio', { name: 'Female' }));
    expect(screen.getByText(demographicMessages.incomplete)).toBeTruthy();

    fireEvent.change(years, { target: { value: '1990' } });
    fireEvent.click(ethnicity('Asian'));
    pick(/veteran/, 'No');
    pick(/LGBTQ/, 'Yes');
    pick(/first in your family/, 'Prefer not to disclose');
    expect(screen.queryByText(demographicMessages.incomplete)).toBeNull();
    expect(isDisabled(saveButton())).toBe(false);

    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(save).toHaveBeenCalledWith(answers);
    expect(isDisabled(saveButton()), 'nothing changed since the save').toBe(true);
  });

  it('Prefer not to disclose clears the other ethnicities, and another pick clears it', async () => {
    await renderForm(answers);
    fireEvent.click(ethnicity('White'));
    expect(ethnicity('Asian').checked && ethnicity('White').checked).toBe(true);
    fireEvent.click(ethnicity('Prefer not to disclose'));
    expect(ethnicity('Prefer not to disclose').checked).toBe(true);
    expect(ethnicity('Asian').checked || ethnicity('White').checked).toBe(false);
    fireEvent.click(ethnicity('Hispanic or Latino'));
    expect(ethnicity('Prefer not to disclose').checked).toBe(false);
    expect(ethnicity('Hispanic or Latino').checked).toBe(true);
  });

  it('opting out hides the questions and saves every answer cleared', async () => {
    await renderForm(answers);
    expect(isDisabled(saveButton()), 'unchanged').toBe(true);
    pick(/share your demographic/, 'No');
    expect(screen.queryByRole('radiogroup', { name: /^Gender/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Asian' })).toBeNull();
    expect(isDisabled(saveButton())).toBe(false);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(save).toHaveBeenCalledWith(OPTED_OUT_VALUES);
  });

  it('opens with an unsent save rather than the server copy', async () => {
    pending = { ...answers, gender: 'Transgender', ethnicity: ['White'] };
    await renderForm(answers);
    expect(
      within(group(/^Gender/)).getByRole<HTMLInputElement>('radio', { name: 'Transgender' })
        .checked,
    ).toBe(true);
    expect(ethnicity('White').checked).toBe(true);
    expect(ethnicity('Asian').checked).toBe(false);
  });
});
