import { describe, expect, it } from 'vitest';
import {
  isCompleteStatus,
  isProfileComplete,
  NOTHING_COMPLETED,
  type ProfileCompletionFlags,
} from './profile-completion.ts';

const ALL_DONE: ProfileCompletionFlags = {
  completedSchools: true,
  completedPersonalInformation: true,
  completedResume: true,
  completedWorkPreferences: true,
};
const complete = {
  surveyStatus: 'COMPLETE',
  completion: ALL_DONE,
  assessments: [{ status: 'COMPLETE' }, { status: 'COMPLETE' }],
};

describe('isProfileComplete', () => {
  it('is true when the survey, the four flags and every assessment are complete', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each(Object.keys(ALL_DONE) as (keyof ProfileCompletionFlags)[])(
    'is false when %s is false',
    (flag) => {
      expect(isProfileComplete({ ...complete, completion: { ...ALL_DONE, [flag]: false } })).toBe(
        false,
      );
    },
  );

  it('is false when the survey is not complete or unknown', () => {
    for (const surveyStatus of ['IN_PROGRESS', 'NOT_STARTED', '', null, undefined]) {
      expect(isProfileComplete({ ...complete, surveyStatus })).toBe(false);
    }
  });

  it('is false when one assessment is not complete', () => {
    expect(
      isProfileComplete({
        ...complete,
        assessments: [{ status: 'COMPLETE' }, { status: 'READY' }],
      }),
    ).toBe(false);
    expect(isProfileComplete({ ...complete, assessments: [{ status: null }] })).toBe(false);
  });

  it('is false with no assessments at all: a candidate always has one to take', () => {
    expect(isProfileComplete({ ...complete, assessments: [] })).toBe(false);
    expect(isProfileComplete({ ...complete, assessments: null })).toBe(false);
    expect(isProfileComplete({ ...complete, assessments: undefined })).toBe(false);
  });

  it('is false when the flags are unknown or none is set', () => {
    expect(isProfileComplete({ ...complete, completion: null })).toBe(false);
    expect(isProfileComplete({ ...complete, completion: NOTHING_COMPLETED })).toBe(false);
  });
});

describe('isCompleteStatus', () => {
  it('accepts COMPLETE in any letter case, nothing else', () => {
    expect(isCompleteStatus('COMPLETE')).toBe(true);
    expect(isCompleteStatus('complete')).toBe(true);
    expect(isCompleteStatus('COMPLETED_NOT')).toBe(false);
    expect(isCompleteStatus(undefined)).toBe(false);
  });
});
