/**
 * Download my data (docs/decisions/052): what the file holds, the current password, and the
 * button. The server makes the file (a JSON document, docs/data-export.md) once the password is
 * confirmed; it needs a connection and says so offline.
 */
import { Button, Spinner } from '@fluentui/react-components';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { InputField } from '../../../components/form/input-field.tsx';
import { downloadMyData } from '../api/account-data.ts';
import { passwordRefusal } from '../lib/password-reentry.ts';
import { errorText, needsConnection } from '../lib/offline-messages.ts';
import { SectionText } from './settings-section.tsx';

export function DownloadDataSection({ online }: { online: boolean }) {
  const formStyles = useFormStyles();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online) return;
    setBusy(true);
    setOutcome(null);
    const problem = await passwordRefusal(password);
    if (problem) {
      setRefusal(problem);
      setBusy(false);
      passwordRef.current?.focus();
      return;
    }
    try {
      const name = await downloadMyData();
      setPassword('');
      setOutcome({ ok: true, text: `Your data was saved as ${name}.` });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    }
    setBusy(false);
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <SectionText>
        Get a copy of everything we hold about you: your account and contact details, profile,
        education, locations, demographics and resume, your questionnaire answers, each assessment
        with its answers, scores, receipts and what was recorded during it, your invitations and
        connections, your sign-ins, and the mails we sent you. It is one JSON file, a format other
        services can read.
      </SectionText>
      {!online ? <SectionText>{needsConnection.download}</SectionText> : null}
      {outcome ? (
        <FormAlert intent={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormAlert>
      ) : null}
      <InputField
        label="Current Password"
        name="downloadPassword"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(value) => {
          setPassword(value);
          setRefusal(undefined);
        }}
        error={refusal}
        hint="To keep your data safe, confirm your password first."
        disabled={busy}
        inputRef={passwordRef}
      />
      <div>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={!online || busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          Download my data
        </Button>
      </div>
    </form>
  );
}
