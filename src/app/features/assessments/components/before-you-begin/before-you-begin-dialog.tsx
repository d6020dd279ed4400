/**
 * "Before You Begin" (spec 001 sections 2, 4, 5, 9): the cognitive assessment's two-step modal,
 * 700 px wide at most, closed neither by Escape nor by a click outside (only by Cancel, so no
 * keyboard user is trapped). Step 1: what to know (accommodations, browsers, conditions); step 2:
 * the five policy acknowledgements, each confirmed with the candidate's initials. Start Assessment
 * is enabled once all five hold something and nothing is loading.
 *
 * The lateral landing page uses step 2 alone (`variant="lateral"`): the server needs the five
 * initials to start any assessment, and their statements hold for it too.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  INITIALS_FIELDS,
  type Acknowledgements,
  type InitialsField,
} from '../../../../../domain/assessments.ts';
import { InputField } from '../../../../components/form/input-field.tsx';
import { env } from '../../../../config/env.ts';
import { paths } from '../../../../config/paths.ts';
import { useOnlineStatus } from '../../../../lib/pwa/online-status.ts';
import { effectiveMultiplier, hasAccommodation } from '../../lib/landing-state.ts';
import { beforeYouBeginMessages as m } from './before-you-begin-messages.ts';
import { useStartAssessment } from './use-start-assessment.ts';

/** The server keeps at most this many characters per initials field. */
const INITIALS_MAX_LENGTH = 20;

const useStyles = makeStyles({
  surface: { maxWidth: '700px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  stepLabel: { margin: 0, color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, lineHeight: tokens.lineHeightBase300 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { flexWrap: 'wrap' },
});

/** The five initials fields, each set to `value`. */
const eachField = <T,>(value: T) =>
  Object.fromEntries(INITIALS_FIELDS.map((field) => [field, value])) as Record<InitialsField, T>;

export interface BeforeYouBeginDialogProps {
  open: boolean;
  onClose: () => void;
  /** cognitive: both steps; lateral: the acknowledgements alone. */
  variant: 'cognitive' | 'lateral';
  assessmentId: string;
  /** Where a started assessment opens. */
  appPath: string;
  /** accommodations.assessmentTimerMultiplier */
  multiplier: number | null | undefined;
}

export function BeforeYouBeginDialog({ open, onClose, ...props }: BeforeYouBeginDialogProps) {
  const styles = useStyles();
  return (
    // Escape and clicks outside ask to close: ignored (spec: it does not close on Escape).
    <Dialog open={open} modalType="alert" onOpenChange={() => undefined}>
      <DialogSurface className={styles.surface}>
        {open ? <BeforeYouBeginContent onClose={onClose} {...props} /> : null}
      </DialogSurface>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: string }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <p className={styles.text}>{children}</p>
    </section>
  );
}

function BeforeYouBeginContent({
  onClose,
  variant,
  assessmentId,
  appPath,
  multiplier,
}: Omit<BeforeYouBeginDialogProps, 'open'>) {
  const styles = useStyles();
  const online = useOnlineStatus();
  const steps = variant === 'cognitive' ? 2 : 1;
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<Acknowledgements>(() => eachField(''));
  const [touched, setTouched] = useState(() => eachField(false));
  const { state, start } = useStartAssessment({ assessmentId, appPath });
  const loading = state.phase === 'loading';
  const stepStart = useRef<HTMLElement | null>(null);
  const setStepStart = (element: HTMLElement | null) => {
    stepStart.current = element;
  };
  const firstStep = useRef(true);

  // A new step replaces the buttons the candidate was on: their focus goes to its heading.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepStart.current?.focus();
  }, [step]);

  const complete = INITIALS_FIELDS.every((field) => values[field].trim() !== '');
  const canStart = complete && !loading && online;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < steps) {
      setStep(step + 1);
      return;
    }
    if (!canStart) {
      setTouched(eachField(true));
      return;
    }
    const trimmed = Object.fromEntries(
      INITIALS_FIELDS.map((field) => [field, values[field].trim()]),
    ) as Acknowledgements;
    setValues(trimmed);
    start(trimmed);
  };
  const onLastStep = step === steps;

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogBody>
        <DialogTitle>{m.title}</DialogTitle>
        <DialogContent className={styles.content}>
          {steps > 1 ? (
            <p
              ref={step === 1 ? setStepStart : undefined}
              tabIndex={step === 1 ? -1 : undefined}
              className={styles.stepLabel}
            >
              {m.step(step, steps)}
            </p>
          ) : null}
          {step === 1 && variant === 'cognitive' ? (
            <KnowBeforeStep multiplier={multiplier} />
          ) : (
            <AcknowledgementsStep
              headingRef={setStepStart}
              values={values}
              touched={touched}
              loading={loading}
              online={online}
              error={state.phase === 'failed' ? state.error : null}
              onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
              onBlur={(field) => {
                setValues((v) => ({ ...v, [field]: v[field].trim() }));
                setTouched((t) => ({ ...t, [field]: true }));
              }}
            />
          )}
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button appearance="secondary" onClick={onClose} disabledFocusable={loading}>
            {m.cancel}
          </Button>
          {step > 1 ? (
            <Button
              appearance="secondary"
              onClick={() => setStep(step - 1)}
              disabledFocusable={loading}
            >
              {m.previous}
            </Button>
          ) : null}
          {onLastStep ? (
            <Button
              appearance="primary"
              type="submit"
              disabledFocusable={!canStart}
              icon={loading ? <Spinner size="tiny" /> : undefined}
              aria-busy={loading || undefined}
            >
              {loading ? m.loading : m.start}
            </Button>
          ) : (
            <Button appearance="primary" type="submit">
              {m.next}
            </Button>
          )}
        </DialogActions>
      </DialogBody>
    </form>
  );
}

/** Step 1 of the cognitive assessment's dialog: what to know before starting. */
function KnowBeforeStep({ multiplier }: { multiplier: number | null | undefined }) {
  const granted = hasAccommodation(multiplier);
  return (
    <>
      {granted ? null : (
        <Section title={m.accommodationsTitle}>{m.accommodations(env.SUPPORT_EMAIL)}</Section>
      )}
      <Section title={m.browserTitle}>{m.browser}</Section>
      {granted ? (
        <Section title={m.accommodationConfirmedTitle}>
          {m.accommodationConfirmed(effectiveMultiplier(multiplier), env.SUPPORT_EMAIL)}
        </Section>
      ) : null}
      <Section title={m.conditionsTitle}>{m.conditions}</Section>
    </>
  );
}

/** The five policy acknowledgements, each confirmed with the candidate's initials. */
function AcknowledgementsStep({
  headingRef,
  values,
  touched,
  loading,
  online,
  error,
  onChange,
  onBlur,
}: {
  headingRef: (element: HTMLElement | null) => void;
  values: Acknowledgements;
  touched: Record<InitialsField, boolean>;
  loading: boolean;
  online: boolean;
  error: string | null;
  onChange: (field: InitialsField, value: string) => void;
  onBlur: (field: InitialsField) => void;
}) {
  const styles = useStyles();
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {m.acknowledgementsTitle}
      </h3>
      <p className={styles.text}>
        {m.acknowledgementsIntro}{' '}
        {/* A new tab: the dialog and the initials typed so far stay as they are. */}
        <Link href={paths.assessmentPolicy} target="_blank" rel="noopener" inline>
          {m.policyLink}
        </Link>
      </p>
      {INITIALS_FIELDS.map((field) => (
        <InputField
          key={field}
          name={field}
          label={m.statements[field]}
          hint={m.initialsHint}
          value={values[field]}
          required
          autoComplete="off"
          maxLength={INITIALS_MAX_LENGTH}
          disabled={loading}
          onChange={(value) => onChange(field, value)}
          onBlur={() => onBlur(field)}
          error={touched[field] && values[field].trim() === '' ? m.initialsRequired : undefined}
        />
      ))}
      {!online ? (
        <MessageBar intent="warning">
          <MessageBarBody>{m.offline}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error !== null ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {loading ? (
        <p className={styles.note} role="status">
          {m.assessmentLoading}
        </p>
      ) : null}
    </>
  );
}
