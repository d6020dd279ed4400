/**
 * One school entry's form (a Fluent Card): school (type-ahead, with the unlisted name when Other is
 * chosen), degree (restricted by the other entries), major (none for a JD), GPA (labelled by degree,
 * with guidance), graduation month and year. A saved entry has Delete, an unsaved one Cancel.
 */
import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  GPA_GUIDANCE,
  GPA_OPTIONS,
  GRADUATION_MONTHS,
  gpaLabel,
  graduationYears,
  JD,
  OTHER_SCHOOL,
  type Degree,
} from '../../../../domain/education.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import type { EducationFormValues } from '../lib/education-form-schema.ts';
import { MajorField } from './major-field.tsx';
import { SchoolField } from './school-field.tsx';
import { SelectField } from './select-field.tsx';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  grid: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 900px)': {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalXL,
    },
  },
  wide: { '@media (min-width: 900px)': { gridColumn: '1 / -1' } },
  guidance: { margin: `${tokens.spacingVerticalXXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

const MONTH_OPTIONS = GRADUATION_MONTHS.map((label, i) => ({ value: String(i + 1), label }));

export interface SchoolEntryCardProps {
  control: Control<EducationFormValues>;
  index: number;
  degreeOptions: readonly Degree[];
  /** Part of what is saved (on this device or the server): Delete; otherwise Cancel. */
  saved: boolean;
  /** The chosen school is a name a candidate typed, not reviewed yet. */
  pendingReview: boolean;
  onRemove: () => void;
  removing: boolean;
}

export function SchoolEntryCard({
  control,
  index,
  degreeOptions,
  saved,
  pendingReview,
  onRemove,
  removing,
}: SchoolEntryCardProps) {
  const styles = useStyles();
  const titleId = useId();
  const degree = useWatch({ control, name: `schools.${index}.degree` });
  const school = useWatch({ control, name: `schools.${index}.school` });
  const schoolName = useWatch({ control, name: `schools.${index}.schoolName` });
  const title = `School ${index + 1}`;
  const years = graduationYears().map((y) => ({ value: String(y), label: String(y) }));

  return (
    <Card className={styles.card} role="group" aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button
          appearance="subtle"
          icon={saved ? <DeleteRegular /> : <DismissRegular />}
          onClick={onRemove}
          disabled={removing}
        >
          {saved ? 'Delete' : 'Cancel'}
        </Button>
      </div>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <SchoolField
            control={control}
            index={index}
            note={pendingReview ? `${schoolName} is pending review.` : undefined}
          />
        </div>
        {school === OTHER_SCHOOL && (
          <div className={styles.wide}>
            <TextField
              control={control}
              name={`schools.${index}.unlistedSchoolName`}
              label="School name"
              hint="The name of your school as it appears on your diploma or transcript."
              required
              maxLength={200}
            />
          </div>
        )}
        <SelectField
          control={control}
          name={`schools.${index}.degree`}
          label="Degree"
          options={degreeOptions.map((d) => ({ value: d.id, label: d.label }))}
        />
        {degree !== JD && <MajorField control={control} index={index} />}
        <div className={styles.wide}>
          <SelectField
            control={control}
            name={`schools.${index}.gpa`}
            label={gpaLabel(degree)}
            options={GPA_OPTIONS}
            hint={
              <ul className={styles.guidance}>
                {GPA_GUIDANCE.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        </div>
        <SelectField
          control={control}
          name={`schools.${index}.graduationMonth`}
          label="Graduation month"
          options={MONTH_OPTIONS}
        />
        <SelectField
          control={control}
          name={`schools.${index}.graduationYear`}
          label="Graduation year"
          options={years}
        />
      </div>
    </Card>
  );
}
