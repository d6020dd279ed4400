/**
 * The demographic form (spec sections 2, 4 and 5), at /demographic and /personal-data.
 *
 * - The opt-in choice comes first; "Yes, share" shows the questions, "No" hides them (nothing but
 *   the choice is saved then).
 * - Save is enabled only when something changed and the answers are valid; the spec's message
 *   shows once a question has been touched while the answers are incomplete.
 * - Saving goes through the outbox (UpdateUserPersonalInformation): the answers are on this device
 *   first, and the form opens with an unsent save's answers (after a reload offline too), else
 *   with the server's.
 */
import {
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  birthYearOptions,
  demographicMessages,
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  toggleEthnicity,
  YES_NO_OPTIONS,
} from '../../../../domain/demographics.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { SaveStatus } from '../../../components/save-status.tsx';
import type { UpdateUserPersonalInformationMutationVariables } from '../../../gql/graphql.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useWrite, type UseWriteResult } from '../../../lib/writes/use-write.ts';
import { usePersonalInformation } from '../api/get-personal-information.ts';
import { updatePersonalInformationWrite } from '../api/update-personal-information.ts';
import {
  isFormValid,
  toFormValues,
  toSaveVariables,
  type DemographicFormValues,
} from '../lib/form-values.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  questions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldset: {
    margin: 0,
    padding: 0,
    border: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    // As Fluent's Field labels of the other questions.
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  checkboxes: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    '@media (min-width: 900px)': { gridTemplateColumns: '1fr 1fr' },
  },
  select: { maxWidth: '240px' },
  actions: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
});

export function DemographicForm({ userId }: { userId: string }) {
  const online = useOnlineStatus();
  const query = usePersonalInformation();
  const { loaded } = useOutbox(userId);
  const write = useWrite(updatePersonalInformationWrite, { userId });

  // Wait for the outbox: an unsent save is what the candidate last chose.
  if (!loaded) return <PageLoader label="Loading your answers…" />;
  if (write.pending)
    return <DemographicFormBody initial={toFormValues(write.pending)} write={write} />;
  if (query.data !== undefined) {
    return <DemographicFormBody initial={toFormValues(query.data)} write={write} />;
  }
  if (query.isError) {
    return (
      <FormAlert title="Your answers could not be loaded.">
        Please refresh the page to try again.
      </FormAlert>
    );
  }
  if (query.fetchStatus === 'paused' || !online) {
    return (
      <FormAlert intent="info" title="You're offline">
        Your answers have not been loaded on this device yet. This form opens once you are back
        online.
      </FormAlert>
    );
  }
  return <PageLoader label="Loading your answers…" />;
}

function DemographicFormBody({
  initial,
  write,
}: {
  initial: DemographicFormValues;
  write: UseWriteResult<UpdateUserPersonalInformationMutationVariables>;
}) {
  const styles = useStyles();
  const { control, handleSubmit, reset, formState } = useForm<DemographicFormValues>({
    defaultValues: initial,
    // Newer answers (the server's, after a refetch or a delivery) replace untouched fields only.
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const [diversityOptIn, birthYear, gender, ethnicity, veteran, lgbtq, firstGenCollege] = useWatch({
    control,
    name: [
      'diversityOptIn',
      'birthYear',
      'gender',
      'ethnicity',
      'veteran',
      'lgbtq',
      'firstGenCollege',
    ],
  });
  const values = { diversityOptIn, birthYear, gender, ethnicity, veteran, lgbtq, firstGenCollege };
  const valid = isFormValid(values);
  const optedIn = values.diversityOptIn === true;
  const touched = Object.keys(formState.touchedFields).some((name) => name !== 'diversityOptIn');
  const showIncomplete = optedIn && !valid && touched;

  const submit = handleSubmit(async (submitted) => {
    const variables = toSaveVariables(submitted);
    if (!variables) return;
    const sent = { ...variables, ethnicity: [...variables.ethnicity] };
    await write.save(sent);
    // What was saved is the form's new starting point: Save is disabled until the next change.
    reset(toFormValues(sent));
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={control}
        name="diversityOptIn"
        render={({ field }) => (
          <Field
            label="Would you like to share your demographic information?"
            hint="Sharing is optional."
          >
            <RadioGroup
              name={field.name}
              value={field.value === null ? '' : field.value ? 'yes' : 'no'}
              onChange={(_, data) => field.onChange(data.value === 'yes')}
              onBlur={field.onBlur}
            >
              <Radio value="yes" label="Yes, share" />
              <Radio value="no" label="No" />
            </RadioGroup>
          </Field>
        )}
      />

      {optedIn ? <Questions control={control} /> : null}

      {showIncomplete ? (
        <FormAlert intent="error">{demographicMessages.incomplete}</FormAlert>
      ) : null}

      <div className={styles.actions}>
        <SubmitButton
          label="Save"
          busy={write.status === 'storing' || write.status === 'sending'}
          disabled={!formState.isDirty || !valid}
        />
        <SaveStatus status={write.status} error={write.error} />
      </div>
    </form>
  );
}

function Questions({ control }: { control: Control<DemographicFormValues> }) {
  const styles = useStyles();
  const years = useMemo(() => birthYearOptions(), []);
  return (
    <div className={styles.questions}>
      <Controller
        control={control}
        name="birthYear"
        render={({ field }) => (
          <Field label="Birth year" required>
            <Select
              className={styles.select}
              name={field.name}
              value={field.value === null ? '' : String(field.value)}
              onChange={(_, data) => field.onChange(data.value === '' ? null : Number(data.value))}
              onBlur={field.onBlur}
            >
              <option value="">Select a year</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />

      <ChoiceQuestion control={control} name="gender" label="Gender" options={GENDER_OPTIONS} />

      <Controller
        control={control}
        name="ethnicity"
        render={({ field }) => (
          <fieldset className={styles.fieldset} onBlur={field.onBlur}>
            <legend className={styles.legend}>
              Ethnicity (select all that apply)
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            </legend>
            <div className={styles.checkboxes}>
              {ETHNICITY_OPTIONS.map((option) => (
                <Checkbox
                  key={option}
                  name={field.name}
                  value={option}
                  label={option}
                  checked={field.value.includes(option)}
                  onChange={(_, data) =>
                    field.onChange(toggleEthnicity(field.value, option, data.checked === true))
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
      />

      <ChoiceQuestion
        control={control}
        name="veteran"
        label="Are you a veteran?"
        options={YES_NO_OPTIONS}
      />
      <ChoiceQuestion
        control={control}
        name="lgbtq"
        label="Do you identify as LGBTQ+?"
        options={YES_NO_OPTIONS}
      />
      <ChoiceQuestion
        control={control}
        name="firstGenCollege"
        label="Are you the first in your family to attend college?"
        options={YES_NO_OPTIONS}
      />
    </div>
  );
}

function ChoiceQuestion({
  control,
  name,
  label,
  options,
}: {
  control: Control<DemographicFormValues>;
  name: 'gender' | 'veteran' | 'lgbtq' | 'firstGenCollege';
  label: string;
  options: readonly string[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} required>
          <RadioGroup
            name={field.name}
            layout={options.length > 3 ? 'vertical' : 'horizontal'}
            value={field.value ?? ''}
            onChange={(_, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
          >
            {options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}
