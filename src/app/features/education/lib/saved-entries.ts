/**
 * What the education forms compare with and start from: the saved list (the unsent save on this
 * device when there is one, else the server's), as form values.
 */
import {
  JD,
  OTHER_SCHOOL,
  toSchoolEntryValues,
  type SchoolEntryValues,
  type SchoolInputValues,
  type StoredSchoolValues,
} from '../../../../domain/education.ts';

/** Shown for a school picked in a save still on this device whose name this device never saw. */
export const UNKNOWN_SCHOOL_NAME = 'School saved on this device';

export function savedEntries(
  pending: readonly SchoolInputValues[] | null,
  server: readonly StoredSchoolValues[] | undefined,
  /** School names by id, from search answers seen on this device. */
  searchedNames: ReadonlyMap<string, string>,
): SchoolEntryValues[] | null {
  if (pending) {
    const names = new Map(searchedNames);
    for (const s of server ?? []) names.set(s.school, s.schoolObj.name);
    return pending.map((entry) =>
      toSchoolEntryValues(
        entry,
        entry.school === OTHER_SCHOOL ? '' : (names.get(entry.school) ?? UNKNOWN_SCHOOL_NAME),
      ),
    );
  }
  return server ? server.map((entry) => toSchoolEntryValues(entry)) : null;
}

/**
 * Two lists are the same when every entry is, field by field, as it would be saved (the shown
 * school name, an unlisted name without Other, a major with a JD do not count).
 */
export function entriesKey(entries: readonly SchoolEntryValues[]): string {
  return JSON.stringify(
    entries.map((e) => [
      e.id,
      e.school,
      e.school === OTHER_SCHOOL ? e.unlistedSchoolName.trim() : '',
      e.degree,
      e.degree === JD ? '' : e.major.trim(),
      e.gpa,
      e.graduationMonth,
      e.graduationYear,
    ]),
  );
}
