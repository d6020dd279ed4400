/**
 * Change Name (spec sections 2 and 5): first and last name, both required. Saved through the
 * outbox (UpdateUserName): offline it says "Saved on this device" and is sent once back online.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type UserName, userNameSchema } from '../../../../domain/settings.ts';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { SaveStatus } from '../../../components/save-status.tsx';
import { useWrite } from '../../../lib/writes/use-write.ts';
import type { SettingsUser } from '../api/get-user-settings.ts';
import { updateUserNameWrite } from '../api/settings-writes.ts';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
});

export function NameForm({ user }: { user: SettingsUser }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const write = useWrite(updateUserNameWrite, { userId: user.id });
  const current = { firstName: user.firstName, lastName: user.lastName };
  const { control, handleSubmit, reset, formState } = useForm<UserName, unknown, UserName>({
    resolver: zodResolver(userNameSchema),
    defaultValues: current,
    // A newer copy (the server's, or an edit saved elsewhere) replaces untouched fields only.
    values: current,
    resetOptions: { keepDirtyValues: true },
    mode: 'all',
  });
  const { isDirty, isValid } = formState;

  const submit = handleSubmit(async (name) => {
    await write.save({ id: user.id, ...name });
    reset(name);
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <div className={formStyles.row}>
        <TextField
          control={control}
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          required
        />
        <TextField
          control={control}
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
        />
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={!isDirty || !isValid || write.status === 'storing'}
        >
          Save name
        </Button>
        <SaveStatus status={write.status} error={write.error} />
      </div>
    </form>
  );
}
