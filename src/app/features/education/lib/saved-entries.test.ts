import { describe, expect, it } from 'vitest';
import { emptySchoolEntry, type SchoolEntryValues } from '../../../../domain/education.ts';
import { entriesKey, savedEntries, UNKNOWN_SCHOOL_NAME } from './saved-entries.ts';

const stored = {
  id: 'a1',
  school: 's1',
  schoolObj: { id: 's1', name: 'Yale University', status: 'APPROVED' },
  degree: 'BACHELORS',
  major: 'History',
  gpa: '3.9',
  graduationDate: '2019-05-07',
};

describe('savedEntries', () => {
  it('starts from the server copy when nothing waits on this device', () => {
    expect(savedEntries(null, [stored], new Map())).toEqual([
      {
        id: 'a1',
        school: 's1',
        schoolName: 'Yale University',
        unlistedSchoolName: '',
        degree: 'BACHELORS',
        major: 'History',
        gpa: '3.9',
        graduationMonth: '5',
        graduationYear: '2019',
      },
    ]);
    expect(savedEntries(null, undefined, new Map())).toBeNull();
  });

  it('prefers the unsent save, naming its schools from the server copy and past searches', () => {
    const pending = [
      { ...stored, major: 'Law' },
      {
        id: 'new-school-5',
        school: 's2',
        degree: 'JD',
        major: null,
        gpa: ' ',
        graduationDate: '2022-05-07',
      },
      {
        id: 'new-school-6',
        school: 'OTHER',
        unlistedSchoolName: 'Hill College',
        degree: 'MASTERS',
        major: 'Art',
        gpa: '4.0',
        graduationDate: '2024-01-07',
      },
      {
        id: 'new-school-7',
        school: 's9',
        degree: 'MASTERS',
        major: 'Art',
        gpa: '4.0',
        graduationDate: '2024-01-07',
      },
    ];
    const entries = savedEntries(pending, [stored], new Map([['s2', 'Harvard University']]))!;
    expect(entries.map((e) => [e.schoolName, e.major, e.unlistedSchoolName])).toEqual([
      ['Yale University', 'Law', ''],
      ['Harvard University', '', ''],
      ['', 'Art', 'Hill College'],
      [UNKNOWN_SCHOOL_NAME, 'Art', ''],
    ]);
  });
});

describe('entriesKey', () => {
  const entry: SchoolEntryValues = { ...emptySchoolEntry('a1'), school: 's1', degree: 'JD' };
  it('ignores what is not saved: the shown name, a major with a JD, an unlisted name without Other', () => {
    expect(entriesKey([entry])).toBe(
      entriesKey([{ ...entry, schoolName: 'Other name', major: 'Art', unlistedSchoolName: 'x' }]),
    );
    expect(entriesKey([entry])).not.toBe(entriesKey([{ ...entry, gpa: '4.0' }]));
    expect(entriesKey([entry, { ...entry, id: 'b' }])).not.toBe(
      entriesKey([{ ...entry, id: 'b' }, entry]),
    );
  });
});
