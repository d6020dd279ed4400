/**
 * /rescue: the candidate loads a file of unsent answers saved on another device ("Save unsent
 * answers to a file" in the connection banner). What came of it shows in one bar per attempt,
 * announced once (no live region that speaks on every change).
 */
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { type LoadResult, loadRescueFile } from '../lib/load-rescue-file.ts';

const useStyles = makeStyles({
  root: {
    maxWidth: '720px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  form: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  // The browser's own file picker: keyboard and screen readers know it; sized to Fluent's text.
  fileInput: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    maxWidth: '100%',
  },
});

export function LoadRescueFilePage({
  userId,
  isSequenced,
}: {
  userId: string;
  /** Whether an entry's write is sent with its place in the outbox (its declaration says). */
  isSequenced: (operation: string) => boolean;
}) {
  const styles = useStyles();
  const [file, setFile] = useState<File | null>(null);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<(LoadResult & { at: number }) | null>(null);
  const [missingFile, setMissingFile] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setLoading(true);
    try {
      setResult({ ...(await loadRescueFile(file, userId, isSequenced)), at: Date.now() });
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>Load saved answers</h1>
      <p className={styles.text}>
        If another device saved your unsent answers to a file, load that file here. Its answers are
        sent from this device with the times you gave them, and an answer that already reached us is
        not counted twice.
      </p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field
          label="File of unsent answers"
          hint="A .json file saved with “Save unsent answers to a file”."
          validationState={missingFile ? 'error' : 'none'}
          validationMessage={missingFile ? 'Choose the file first.' : undefined}
        >
          {(fieldProps) => (
            <input
              {...fieldProps}
              type="file"
              accept=".json,application/json"
              className={styles.fileInput}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setMissingFile(false);
              }}
            />
          )}
        </Field>
        <Button type="submit" appearance="primary" disabled={loading}>
          Load answers
        </Button>
      </form>
      {result ? (
        <MessageBar
          key={result.at}
          intent={result.ok ? 'success' : 'error'}
          politeness="polite"
          layout="multiline"
        >
          <MessageBarBody>{result.message}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
