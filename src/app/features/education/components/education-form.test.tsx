import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GPA_VALUES,
  toSchoolEntryValues,
  type SchoolEntryValues,
} from '../../../../domain/education.ts';
import { findAlertDialogTitled, renderWithProviders } from '../../../test-support/providers.tsx';
import { EducationForm } from './education-form.tsx';

afterEach(cleanup);

const bachelors = toSchoolEntryValues(
  {
    id: '0b0e0b39-8d4e-4bb4-9d6c-3a0c4d1f6a01',
    school: 's-yale',
    schoolObj: { name: 'Yale University' },
    degree: 'BACHELORS',
    major: 'History',
    gpa: '3.8',
    graduationDate: '2018-05-07',
  },
  'Yale University',
);
const jd: SchoolEntryValues = {
  ...bachelors,
  id: '0b0e0b39-8d4e-4bb4-9d6c-3a0c4d1f6a02',
  school: 's-harvard',
  schoolName: 'Harvard University',
  degree: 'JD',
  major: '',
  gpa: ' ',
  graduationYear: '2021',
};

function renderForm(saved: SchoolEntryValues[], industryContextId = 'law') {
  const onSave = vi.fn((_schools: unknown) => Promise.resolve());
  const view = renderWithProviders(
    <EducationForm
      industryContextId={industryContextId}
      saved={saved}
      pendingReviewSchools={new Set(['s-harvard'])}
      loading={false}
      status="idle"
      error={null}
      onSave={onSave}
    />,
  );
  return { ...view, onSave };
}

const save = () => screen.getByRole('button', { name: 'Save' });
/** Disabled, natively or (Save stays focusable) through aria-disabled. */
const isDisabled = (button: HTMLElement) =>
  (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true';
const card = (n: number) => screen.getByRole('group', { name: `School ${n}` });

// Fluent and react-hook-form in jsdom are slow on a busy two-core machine.
describe('EducationForm', { timeout: 20_000 }, () => {
  it('shows the requirement messages and keeps Save disabled until they are met', () => {
    renderForm([bachelors]);
    expect(screen.getByText('Please enter a Juris Doctor (JD) degree.')).toBeTruthy();
    expect(screen.queryByText('You must have at least one undergraduate degree.')).toBeNull();
    expect(isDisabled(save())).toBe(true);
  });

  it('enables Save once a saved entry is changed, and sends the whole list', async () => {
    const { onSave } = renderForm([bachelors, jd]);
    expect(isDisabled(save()), 'nothing changed').toBe(true);
    const gpa = within(card(1)).getByLabelText(/Cumulative GPA/);
    await act(async () => {
      // The select's options are told apart by position.
      fireEvent.change(gpa, { target: { value: String(GPA_VALUES.indexOf('3.5')) } });
    });
    expect((gpa as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('3.5');
    // The form's validity is checked asynchronously (zod resolver).
    await waitFor(() => expect(isDisabled(save())).toBe(false), { timeout: 5000 });
    await act(async () => {
      fireEvent.click(save());
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    const [list] = onSave.mock.calls[0]! as [{ id: string; gpa: string }[]];
    expect(list.map((s) => s.id)).toEqual([bachelors.id, jd.id]);
    expect(list[0]!.gpa).toBe('3.5');
  });

  it('offers Delete for saved entries and Cancel for a new one; Add waits for the new form', async () => {
    const { onSave } = renderForm([bachelors, jd]);
    expect(within(card(1)).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Another School' }));
    });
    expect(within(card(3)).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await waitFor(
      () =>
        expect(isDisabled(screen.getByRole('button', { name: 'Add Another School' }))).toBe(true),
      { timeout: 5000 },
    );
    // A third form cannot offer another undergraduate degree or JD.
    const options = [
      ...within(card(3))
        .getByLabelText(/^Degree/)
        .querySelectorAll('option'),
    ];
    expect(options.map((o) => o.textContent)).toEqual([
      'Select…',
      'Masters',
      'Doctorate',
      'Professional',
    ]);
    await act(async () => {
      fireEvent.click(within(card(3)).getByRole('button', { name: 'Cancel' }));
    });
    expect(screen.queryByRole('group', { name: 'School 3' })).toBeNull();
    expect(onSave).not.toHaveBeenCalled();

    // A saved school's Delete asks first; only the confirmation saves the list without it.
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    });
    expect(onSave).not.toHaveBeenCalled();
    const confirm = await findAlertDialogTitled('Delete this school?');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    });
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ id: bachelors.id })]);
  });

  it('labels a pending school and hides the major for a JD', () => {
    renderForm([bachelors, jd]);
    expect(within(card(2)).getByText('Harvard University is pending review.')).toBeTruthy();
    expect(within(card(2)).queryByRole('combobox', { name: /Major/ })).toBeNull();
    expect(within(card(2)).getByLabelText(/Graduate Degree GPA/)).toBeTruthy();
  });
});
