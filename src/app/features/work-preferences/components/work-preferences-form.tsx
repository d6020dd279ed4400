/**
 * The Location Preferences form (spec sections 2 and 4): No Preference or Choose Location; with
 * Choose Location, the search box and the numbered cards. Save follows the Save rules and goes
 * through the outbox; SaveStatus says where the save is ("Saved on this device" offline).
 */
import { makeStyles, Radio, RadioGroup, Field, Text, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import {
  inputFromDraft,
  saveBlocker,
  workPreferencesMessages as m,
  type GeoLocation,
  type LocationChoice,
  type WorkPreferencesDraft,
  type WorkPreferencesInput,
} from '../../../../domain/work-preferences.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { SaveStatus } from '../../../components/save-status.tsx';
import type { OutboxWriteStatus } from '../../../lib/writes/use-write.ts';
import { LocationList } from './location-list.tsx';
import { LocationSearch } from './location-search.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  choose: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
});

export interface WorkPreferencesFormProps {
  /** What the form starts with: the unsent save when there is one, else the server's copy. */
  initial: WorkPreferencesDraft;
  /** What is saved now (on the device or on the server): the Save rules compare with it. */
  saved: WorkPreferencesDraft;
  status: OutboxWriteStatus;
  error: string | null;
  onSave: (input: WorkPreferencesInput) => Promise<void>;
}

export function WorkPreferencesForm({
  initial,
  saved,
  status,
  error,
  onSave,
}: WorkPreferencesFormProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<WorkPreferencesDraft>(initial);
  const searchRef = useRef<HTMLInputElement>(null);
  const saving = status === 'storing' || status === 'sending';
  const blocker = saveBlocker({ saved, draft, saving });

  const setLocations = (locations: GeoLocation[]) => setDraft((d) => ({ ...d, locations }));

  return (
    <div className={styles.form}>
      <Field label="Where would you like to work?">
        <RadioGroup
          value={draft.choice ?? ''}
          onChange={(_, data) =>
            setDraft((d) => ({ ...d, choice: data.value as Exclude<LocationChoice, null> }))
          }
        >
          <Radio value="noPreference" label={m.noPreference} />
          <Radio value="chooseLocation" label={m.chooseLocation} />
        </RadioGroup>
      </Field>

      {draft.choice === 'chooseLocation' && (
        <section className={styles.choose} aria-label={m.chooseLocation}>
          <LocationSearch
            chosen={draft.locations}
            inputRef={searchRef}
            onPick={(place) => setLocations([...draft.locations, place])}
          />
          {draft.locations.length === 0 && (
            <p className={styles.empty}>
              Search for a city or ZIP code and pick it. Your first location is your top choice.
            </p>
          )}
          <LocationList
            locations={draft.locations}
            onChange={setLocations}
            onEmptied={() => searchRef.current?.focus()}
          />
        </section>
      )}

      <div className={styles.actions}>
        <SubmitButton
          label={m.save}
          busy={status === 'storing' || status === 'sending'}
          disabled={blocker !== null}
          onClick={() => void onSave(inputFromDraft(draft))}
        />
        {blocker === 'noLocations' && <Text size={200}>Add at least one location to save.</Text>}
        <SaveStatus status={status} error={error} />
      </div>
    </div>
  );
}
