/**
 * One contact detail of User Settings (spec section 4): loading; missing ('Add {field}'); editing
 * (the editor with Save and Cancel: Cancel returns to the value if there is one, else to
 * missing); ready (the value with edit and delete icons; delete asks first, then the field is
 * missing). Focus follows: into the editor when it opens, back to the button that leads to it when
 * it closes.
 */
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  label: { fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  value: { overflowWrap: 'anywhere' },
});

export type ContactFieldState = 'loading' | 'missing' | 'editing' | 'ready';

/** The spec's four states, from the value (undefined while loading) and whether it is edited. */
export function contactFieldState(
  value: string | null | undefined,
  editing: boolean,
): ContactFieldState {
  if (value === undefined) return 'loading';
  if (editing) return 'editing';
  return value ? 'ready' : 'missing';
}

export interface ContactFieldProps {
  /** "LinkedIn Profile Url", "Phone Number": the label, and the name in 'Add …', 'Edit …'. */
  label: string;
  /** The stored value; undefined while loading. */
  value: string | null | undefined;
  /** How the value reads (a phone formatted for its country). */
  display?: string;
  /** The editor: `done()` when saved, `cancel()` to close it unchanged. */
  renderEditor: (props: { done: () => void; cancel: () => void }) => ReactNode;
  onDelete: () => Promise<void>;
  /** The latest save's status, under the field. */
  status?: ReactNode;
}

export function ContactField({
  label,
  value,
  display,
  renderEditor,
  onDelete,
  status,
}: ContactFieldProps) {
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const state = contactFieldState(value, editing);
  const labelId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Counts closings of the editor (and deletions): each moves focus to the button now shown.
  const [closings, setClosings] = useState(0);

  useEffect(() => {
    if (closings === 0) return;
    (editRef.current ?? addRef.current)?.focus();
  }, [closings]);

  const close = () => {
    setEditing(false);
    setClosings((n) => n + 1);
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <Text id={labelId} className={styles.label}>
        {label}
      </Text>
      {state === 'loading' ? (
        <Spinner size="tiny" label={`Loading your ${label}…`} labelPosition="after" />
      ) : null}
      {state === 'missing' ? (
        <div className={styles.row}>
          <Button
            appearance="secondary"
            icon={<AddRegular />}
            ref={addRef}
            onClick={() => setEditing(true)}
          >
            Add {label}
          </Button>
        </div>
      ) : null}
      {state === 'ready' ? (
        <div className={styles.row}>
          <Text className={styles.value}>{display ?? value}</Text>
          <Button
            appearance="subtle"
            icon={<EditRegular />}
            aria-label={`Edit ${label}`}
            title={`Edit ${label}`}
            ref={editRef}
            onClick={() => setEditing(true)}
          />
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`Delete ${label}`}
            title={`Delete ${label}`}
            onClick={() => setConfirmingDelete(true)}
          />
        </div>
      ) : null}
      {state === 'editing' ? renderEditor({ done: close, cancel: close }) : null}
      {status}
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete your ${label}?`}
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirmingDelete(false);
          void onDelete().then(() => setClosings((n) => n + 1));
        }}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p style={{ margin: 0 }}>
          {display ?? value} will be removed from your contact information.
        </p>
      </ConfirmDialog>
    </div>
  );
}
