/**
 * The search box of Choose Location (spec section 2): GetGeoData 300 ms after the candidate stops
 * typing, with the spec's placeholder, loading and empty texts. Places already chosen are shown
 * but cannot be picked again. Offline it says that searching needs a connection.
 */
import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState, type Ref } from 'react';
import { GEO_SEARCH_DEBOUNCE_MS } from '../../../../domain/constants.ts';
import {
  containsLocation,
  GEO_SEARCH_MIN_LENGTH,
  locationKey,
  MAX_LOCATIONS,
  workPreferencesMessages as m,
  type GeoLocation,
} from '../../../../domain/work-preferences.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useGeoData } from '../api/get-geo-data.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const SEARCH_FAILED = 'The search did not work this time. Please try again.';

export interface LocationSearchProps {
  chosen: readonly GeoLocation[];
  onPick: (location: GeoLocation) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function LocationSearch({ chosen, onPick, inputRef }: LocationSearchProps) {
  const online = useOnlineStatus();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const typed = text.trim();
  const address = useDebouncedValue(typed, GEO_SEARCH_DEBOUNCE_MS);
  const full = chosen.length >= MAX_LOCATIONS;
  const search = useGeoData(address, online && !full);
  const longEnough = typed.length >= GEO_SEARCH_MIN_LENGTH;
  const results = search.data ?? [];
  const loading = typed !== address || search.isFetching;

  const pick = (key: string | undefined) => {
    const place = results.find((r) => locationKey(r) === key);
    if (place && !containsLocation(chosen, place)) onPick(place);
    setText('');
    setOpen(false);
  };

  const message = !online ? m.searchOffline : full ? m.tooManyLocations : undefined;
  return (
    <Field
      label="Add a location"
      validationState={message ? 'warning' : 'none'}
      validationMessage={message}
    >
      <Combobox
        ref={inputRef}
        freeform
        placeholder={m.searchPlaceholder}
        value={text}
        selectedOptions={[]}
        disabled={!online || full}
        open={open && longEnough}
        onOpenChange={(_, data) => setOpen(data.open)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_, data) => pick(data.optionValue)}
      >
        {loading ? (
          <Option key="loading" value="" text={m.searchLoading} disabled>
            {m.searchLoading}
          </Option>
        ) : search.isError ? (
          <Option key="error" value="" text={SEARCH_FAILED} disabled>
            {SEARCH_FAILED}
          </Option>
        ) : results.length === 0 ? (
          <Option key="empty" value="" text={m.searchEmpty} disabled>
            {m.searchEmpty}
          </Option>
        ) : (
          results.map((place) => {
            const key = locationKey(place);
            const taken = containsLocation(chosen, place);
            return (
              <Option key={key} value={key} text={place.label} disabled={taken}>
                {taken ? `${place.label} (already in your list)` : place.label}
              </Option>
            );
          })
        )}
      </Combobox>
    </Field>
  );
}
