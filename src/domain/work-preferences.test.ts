import { describe, expect, it } from 'vitest';
import {
  canSaveWorkPreferences,
  containsLocation,
  draftFromSaved,
  findDuplicateIndex,
  inputFromDraft,
  isSameLocation,
  isWorkPreferencesComplete,
  MAX_LOCATIONS,
  saveBlocker,
  workPreferencesInputSchema,
  workPreferencesMessages as m,
  type GeoLocation,
  type WorkPreferencesDraft,
} from './work-preferences.ts';

const austin: GeoLocation = { label: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const austinMn: GeoLocation = { label: 'Austin, MN', lat: 43.6666, lng: -92.9746 };
const zip: GeoLocation = { label: '78701 (Austin, TX)', lat: 30.2713, lng: -97.7426 };

const places = (n: number): GeoLocation[] =>
  Array.from({ length: n }, (_, i) => ({ label: `Place ${i}`, lat: i, lng: -i }));

function firstMessage(input: unknown): string | undefined {
  const result = workPreferencesInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('location identity', () => {
  it('is the label plus the coordinates', () => {
    expect(isSameLocation(austin, { ...austin })).toBe(true);
    expect(isSameLocation(austin, { ...austin, label: 'Austin, Texas' })).toBe(false);
    expect(isSameLocation(austin, { ...austin, lat: 30.3 })).toBe(false);
    expect(isSameLocation(austin, { ...austin, lng: -97.8 })).toBe(false);
  });

  it('ignores letter case, surrounding spaces and float noise below a micro-degree', () => {
    expect(
      isSameLocation(austin, { label: '  austin, tx ', lat: 30.26720000001, lng: -97.7431 }),
    ).toBe(true);
  });

  it('tells two places of the same name apart by their coordinates', () => {
    expect(isSameLocation(austin, { ...austinMn, label: 'Austin, TX' })).toBe(false);
  });

  it('finds a location in a list and the first repeat', () => {
    expect(containsLocation([zip, austin], { ...austin })).toBe(true);
    expect(containsLocation([zip], austin)).toBe(false);
    expect(findDuplicateIndex([austin, zip, austinMn])).toBe(-1);
    expect(findDuplicateIndex([austin, zip, { ...austin }])).toBe(2);
    expect(findDuplicateIndex([])).toBe(-1);
  });
});

describe('isWorkPreferencesComplete', () => {
  it('is true for No Preference or at least one location', () => {
    expect(isWorkPreferencesComplete({ noPreference: true, locations: [] })).toBe(true);
    expect(isWorkPreferencesComplete({ noPreference: false, locations: [austin] })).toBe(true);
    expect(isWorkPreferencesComplete({ noPreference: false, locations: [] })).toBe(false);
  });
});

describe('workPreferencesInputSchema', () => {
  const valid = { noPreference: false, preferredStyle: 'NO_PREFERENCE', locations: [austin, zip] };

  it('accepts an ordered list of distinct places, and No Preference with none', () => {
    expect(workPreferencesInputSchema.parse(valid)).toEqual(valid);
    expect(
      workPreferencesInputSchema.parse({ ...valid, noPreference: true, locations: [] }),
    ).toEqual({ ...valid, noPreference: true, locations: [] });
  });

  it('accepts every preferred style of the data, and trims labels', () => {
    for (const preferredStyle of ['FULLY_REMOTE', 'OFFICE', 'NO_PREFERENCE']) {
      expect(firstMessage({ ...valid, preferredStyle })).toBeUndefined();
    }
    const parsed = workPreferencesInputSchema.parse({
      ...valid,
      locations: [{ ...austin, label: '  Austin, TX  ' }],
    });
    expect(parsed.locations[0]!.label).toBe('Austin, TX');
  });

  it('refuses a duplicate location with a clear message', () => {
    expect(firstMessage({ ...valid, locations: [austin, zip, { ...austin }] })).toBe(
      m.duplicateLocation,
    );
    expect(m.duplicateLocation).toBe('This location is already in your list.');
  });

  it('refuses bad coordinates, labels, styles and too many places', () => {
    expect(firstMessage({ ...valid, locations: [{ ...austin, lat: 91 }] })).toBe(m.latitudeInvalid);
    expect(firstMessage({ ...valid, locations: [{ ...austin, lat: -90.5 }] })).toBe(
      m.latitudeInvalid,
    );
    expect(firstMessage({ ...valid, locations: [{ ...austin, lng: 180.1 }] })).toBe(
      m.longitudeInvalid,
    );
    expect(firstMessage({ ...valid, locations: [{ ...austin, lng: '1' }] })).toBe(
      m.longitudeInvalid,
    );
    expect(firstMessage({ ...valid, locations: [{ ...austin, label: '   ' }] })).toBe(
      m.labelRequired,
    );
    expect(firstMessage({ ...valid, locations: [{ ...austin, label: 'x'.repeat(201) }] })).toBe(
      m.labelTooLong,
    );
    expect(firstMessage({ ...valid, preferredStyle: 'HYBRID' })).toBe(m.preferredStyleInvalid);
    expect(firstMessage({ ...valid, locations: places(MAX_LOCATIONS) })).toBeUndefined();
    expect(firstMessage({ ...valid, locations: places(MAX_LOCATIONS + 1) })).toBe(
      m.tooManyLocations,
    );
  });

  it('keeps the two states apart: No Preference has no places, Choose Location has some', () => {
    expect(firstMessage({ ...valid, noPreference: true })).toBe(m.locationsWithNoPreference);
    expect(firstMessage({ ...valid, locations: [] })).toBe(m.noLocationChosen);
  });
});

describe('the form state', () => {
  it('reads No Preference, Choose Location, or nothing chosen yet from what is saved', () => {
    expect(draftFromSaved({ noPreference: true, locations: [] }).choice).toBe('noPreference');
    expect(draftFromSaved({ noPreference: false, locations: [austin] })).toEqual({
      choice: 'chooseLocation',
      locations: [austin],
    });
    expect(draftFromSaved({ noPreference: false, locations: [] }).choice).toBeNull();
  });

  it('saves No Preference as an empty list, and always the NO_PREFERENCE style', () => {
    expect(inputFromDraft({ choice: 'noPreference', locations: [austin] })).toEqual({
      noPreference: true,
      preferredStyle: 'NO_PREFERENCE',
      locations: [],
    });
    expect(inputFromDraft({ choice: 'chooseLocation', locations: [zip, austin] })).toEqual({
      noPreference: false,
      preferredStyle: 'NO_PREFERENCE',
      locations: [zip, austin],
    });
  });
});

describe('Save rules', () => {
  const nothing: WorkPreferencesDraft = { choice: null, locations: [] };
  const chosen: WorkPreferencesDraft = { choice: 'chooseLocation', locations: [austin, zip] };
  const none: WorkPreferencesDraft = { choice: 'noPreference', locations: [] };

  it('is disabled while saving', () => {
    expect(saveBlocker({ saved: nothing, draft: chosen, saving: true })).toBe('saving');
  });

  it('is disabled with nothing chosen, or Choose Location without locations', () => {
    expect(saveBlocker({ saved: nothing, draft: nothing, saving: false })).toBe('noChoice');
    expect(
      saveBlocker({
        saved: nothing,
        draft: { choice: 'chooseLocation', locations: [] },
        saving: false,
      }),
    ).toBe('noLocations');
  });

  it('is disabled when unchanged, and enabled by a new order, a new place or another choice', () => {
    expect(saveBlocker({ saved: chosen, draft: { ...chosen }, saving: false })).toBe('unchanged');
    expect(saveBlocker({ saved: none, draft: none, saving: false })).toBe('unchanged');
    expect(
      canSaveWorkPreferences({
        saved: chosen,
        draft: { choice: 'chooseLocation', locations: [zip, austin] },
        saving: false,
      }),
    ).toBe(true);
    expect(
      canSaveWorkPreferences({
        saved: chosen,
        draft: { choice: 'chooseLocation', locations: [austin, zip, austinMn] },
        saving: false,
      }),
    ).toBe(true);
    expect(
      canSaveWorkPreferences({
        saved: chosen,
        draft: { ...chosen, choice: 'noPreference' },
        saving: false,
      }),
    ).toBe(true);
    expect(canSaveWorkPreferences({ saved: nothing, draft: none, saving: false })).toBe(true);
  });

  it('ignores places kept aside under No Preference', () => {
    expect(
      saveBlocker({
        saved: none,
        draft: { choice: 'noPreference', locations: [austin] },
        saving: false,
      }),
    ).toBe('unchanged');
  });
});
