/**
 * Privacy Settings (spec sections 2 and 6): 'Share my Suited profile' with every partner firm
 * (public) or only with the firms the candidate is connected with (invite_only). Saved through the
 * outbox (UpdateUser with the visibility only).
 */
import { Button, Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { ProfileVisibility } from '../../../../domain/constants.ts';
import { messages } from '../../../../domain/messages.ts';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { SaveStatus } from '../../../components/save-status.tsx';
import { useWrite } from '../../../lib/writes/use-write.ts';
import type { SettingsUser } from '../api/get-user-settings.ts';
import { updateVisibilityWrite } from '../api/settings-writes.ts';
import { visibilityInviteOnlyLabel } from '../lib/offline-messages.ts';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
});

export function PrivacyForm({ user }: { user: SettingsUser }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const write = useWrite(updateVisibilityWrite, { userId: user.id });
  const saved = user.settings.visibility;
  // null: untouched, so a newer saved value shows as it arrives.
  const [chosen, setChosen] = useState<ProfileVisibility | null>(null);
  const value = chosen ?? saved;

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value === saved) return;
        void write.save({ visibility: value }).then(() => setChosen(null));
      }}
    >
      <Field label={messages.shareProfileLabel}>
        <RadioGroup
          name="visibility"
          value={value}
          onChange={(_, data) => setChosen(data.value === 'public' ? 'public' : 'invite_only')}
        >
          <Radio value="public" label={messages.visibilityPublic} />
          <Radio value="invite_only" label={visibilityInviteOnlyLabel} />
        </RadioGroup>
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={value === saved || write.status === 'storing'}
        >
          Save privacy setting
        </Button>
        <SaveStatus status={write.status} error={write.error} />
      </div>
    </form>
  );
}
