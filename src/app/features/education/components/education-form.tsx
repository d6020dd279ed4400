/**
 * The education forms (spec sections 2, 4 and 5): the required-information checklist, one card per
 * school entry, Add School / Add Another School, and Save. Add opens a new form and stays disabled
 * until that form is valid or cancelled. Save sends the whole list through the outbox; it is
 * disabled while saving or loading, when nothing changed, when a form is invalid, or when the
 * degree requirements are unmet (their messages shown). Delete asks first (the app's one confirm
 * dialog, as for the resume, LinkedIn and phone), then resends the saved list without the entry.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  allowedDegrees,
  degreeRequirementErrors,
  degreesForContext,
  emptySchoolEntry,
  MAX_SCHOOL_ENTRIES,
  requiredEducationChecklist,
  schoolEntrySchema,
  toSchoolInput,
  type SchoolEntryValues,
  type SchoolInputValues,
} from '../../../../domain/education.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { SaveStatus } from '../../../components/save-status.tsx';
import type { OutboxWriteStatus } from '../../../lib/writes/use-write.ts';
import { educationFormSchema, type EducationFormValues } from '../lib/education-form-schema.ts';
import { entriesKey } from '../lib/saved-entries.ts';
import { RequirementsChecklist } from './requirements-checklist.tsx';
import { SchoolEntryCard } from './school-entry-card.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  entries: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
});

export interface EducationFormProps {
  industryContextId: string;
  /** What is saved now (on this device or on the server): the forms start from it. */
  saved: readonly SchoolEntryValues[];
  /** School ids whose name is still under review (PENDING). */
  pendingReviewSchools: ReadonlySet<string>;
  loading: boolean;
  status: OutboxWriteStatus;
  error: string | null;
  onSave: (schools: SchoolInputValues[]) => Promise<void>;
}

export function EducationForm({
  industryContextId,
  saved,
  pendingReviewSchools,
  loading,
  status,
  error,
  onSave,
}: EducationFormProps) {
  const styles = useStyles();
  const { control, handleSubmit, reset, formState, setFocus } = useForm<EducationFormValues>({
    resolver: zodResolver(educationFormSchema),
    defaultValues: { schools: [...saved] },
    // Errors show once a field was left (spec section 5); Save reads the whole form's validity.
    mode: 'onTouched',
  });
  // keyName: the entries have an `id` of their own.
  const { fields, append, remove } = useFieldArray({ control, name: 'schools', keyName: 'key' });
  // Every change re-renders the page: the checklist, the degree options and Save follow the forms.
  const values = useWatch({ control, name: 'schools' });

  const savedKey = entriesKey(saved);
  const currentKey = entriesKey(values);
  const dirty = currentKey !== savedKey;

  // A new saved list (a save delivered, ids given by the server): the forms follow it unless the
  // candidate has changed something since the previous one.
  const previous = useRef({ key: savedKey, saved });
  useEffect(() => {
    const before = previous.current;
    previous.current = { key: savedKey, saved };
    if (before.key === savedKey) return;
    if (currentKey === before.key) reset({ schools: [...saved] });
    // Only when the saved list changes: the current one is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey]);

  const savedIds = new Set(saved.map((e) => e.id));
  const degrees = values.map((v) => v.degree).filter((d) => d !== '');
  const requirementErrors = degreeRequirementErrors(industryContextId, degrees);
  const checklist = requiredEducationChecklist(industryContextId, degrees);
  const saving = status === 'storing' || status === 'sending';
  const newFormOpen = values.some(
    (v) => !savedIds.has(v.id) && !schoolEntrySchema.safeParse(v).success,
  );
  // Read on every render: react-hook-form only keeps isValid up to date once it has been read.
  const { isValid } = formState;
  const canSave = !saving && !loading && dirty && isValid && requirementErrors.length === 0;

  const add = () => {
    append(emptySchoolEntry(), { shouldFocus: false });
    // The new card's school field, once it is rendered.
    window.setTimeout(() => setFocus(`schools.${values.length}.school`), 0);
  };

  // The saved entry whose Delete waits for the candidate's confirmation.
  const [confirmingRemoval, setConfirmingRemoval] = useState<SchoolEntryValues | null>(null);
  const removeAt = (index: number) => {
    const entry = values[index];
    if (entry && savedIds.has(entry.id)) setConfirmingRemoval(entry);
    else remove(index); // an unsaved form: Cancel, nothing to lose
  };
  const confirmRemoval = () => {
    const entry = confirmingRemoval;
    setConfirmingRemoval(null);
    if (!entry) return;
    const index = values.findIndex((v) => v.id === entry.id);
    if (index >= 0) remove(index);
    void onSave(saved.filter((e) => e.id !== entry.id).map(toSchoolInput));
  };

  const degreeOptionsFor = (index: number) => {
    const others = values.flatMap((v, i) => (i === index || v.degree === '' ? [] : [v.degree]));
    const allowed = allowedDegrees(industryContextId, others);
    const own = values[index]?.degree ?? '';
    // Keep showing a degree already chosen, even one the others now rule out (Save says why).
    const current = degreesForContext(industryContextId).find(
      (d) => d.id === own && !allowed.includes(d),
    );
    return current ? [...allowed, current] : allowed;
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Enter in a field submits too: the Save rules apply to it as to the button.
        if (!canSave) return;
        void handleSubmit(async (data) => {
          await onSave(data.schools.map(toSchoolInput));
          // Saved: a card added next starts without errors showing.
          reset({ schools: data.schools });
        })(event);
      }}
    >
      <RequirementsChecklist items={checklist} />

      <div className={styles.entries}>
        {fields.length === 0 ? (
          <p className={styles.empty}>No schools yet. Add your first school below.</p>
        ) : (
          fields.map((field, index) => (
            <SchoolEntryCard
              key={field.key}
              control={control}
              index={index}
              degreeOptions={degreeOptionsFor(index)}
              saved={savedIds.has(values[index]?.id ?? '')}
              pendingReview={pendingReviewSchools.has(values[index]?.school ?? '')}
              onRemove={() => removeAt(index)}
              removing={saving}
            />
          ))
        )}
      </div>

      {requirementErrors.length > 0 && <FormAlert intent="warning" lines={requirementErrors} />}

      <div className={styles.actions}>
        <Button
          appearance="secondary"
          icon={<AddRegular />}
          onClick={add}
          disabled={newFormOpen || values.length >= MAX_SCHOOL_ENTRIES}
        >
          {fields.length === 0 ? 'Add School' : 'Add Another School'}
        </Button>
        <SubmitButton label="Save" busy={saving} disabled={!canSave} />
        <SaveStatus status={status} error={error} />
      </div>

      <ConfirmDialog
        open={confirmingRemoval !== null}
        title="Delete this school?"
        confirmLabel="Delete"
        onConfirm={confirmRemoval}
        onCancel={() => setConfirmingRemoval(null)}
      >
        <p style={{ margin: 0 }}>
          {confirmingRemoval?.schoolName || confirmingRemoval?.unlistedSchoolName || 'This school'}{' '}
          will be removed from your education.
        </p>
      </ConfirmDialog>
    </form>
  );
}
