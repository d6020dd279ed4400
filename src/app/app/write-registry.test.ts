/**
 * The write registry: every declared write is in it, and what each one's delivery refetches is the
 * targeted list below, not the user's every query (issue: "no blanket refetch after a delivery").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { assessmentQueryKey } from '../features/assessments/api/get-assessment.ts';
import { sectionInformationQueryKey } from '../features/assessments/api/get-next-section-information.ts';
import { companyCandidateAssociationsQueryKey } from '../features/connections/api/get-company-candidate-associations.ts';
import { personalInformationQueryKey } from '../features/demographics/api/get-personal-information.ts';
import { userSchoolsQueryKey } from '../features/education/api/get-user-schools.ts';
import { resumeQueryKey } from '../features/resume/api/get-resume.ts';
import { userSettingsQueryKey } from '../features/user-settings/api/get-user-settings.ts';
import { userLocationPreferencesQueryKey } from '../features/work-preferences/api/get-user-location-preferences.ts';
import { candidateAssessmentsQueryKey } from '../lib/api/get-candidate-assessments.ts';
import { candidateInvitationsQueryKey } from '../lib/api/get-candidate-invitations.ts';
import { userSurveyAnswersQueryKey } from '../lib/api/get-user-survey-answers.ts';
import { profileCompletionQueryKey, userQueryKey } from '../lib/api/query-keys.ts';
import { refetchFilters } from '../lib/writes/cache.ts';
import { describeWrite, refusalShownByScreen, writeFor, writeRegistry } from './write-registry.ts';
import { singleMutationOf } from '../lib/api/batch-request.ts';

/** Every `defineWrite({ operation: '…' })` in the app's sources. */
function declaredOperations(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...declaredOperations(path));
    else if (/\.tsx?$/.test(name) && !/\.test\./.test(name)) {
      const source = readFileSync(path, 'utf8');
      for (const m of source.matchAll(/defineWrite\(\{\s*operation: '(\w+)'/g)) found.push(m[1]!);
    }
  }
  return found;
}

/** The queries a signed-in candidate may have cached, by a readable name. */
const cachedQueries: Record<string, QueryKey> = {
  GetUser: userQueryKey,
  GetUserSettings: userSettingsQueryKey,
  GetCandidateAssessments: candidateAssessmentsQueryKey,
  GetUserSurveyAnswers: userSurveyAnswersQueryKey,
  GetUserProfileCompletion: profileCompletionQueryKey,
  'GetCandidateInvitations(ALL)': candidateInvitationsQueryKey(),
  'GetCandidateInvitations(PENDING)': candidateInvitationsQueryKey('PENDING'),
  GetCompanyCandidateAssociations: companyCandidateAssociationsQueryKey,
  GetAssessment: assessmentQueryKey('a1'),
  GetNextSectionInformation: sectionInformationQueryKey('a1'),
  GetResume: resumeQueryKey,
  GetUserSchools: userSchoolsQueryKey,
  GetUserPersonalInformation: personalInformationQueryKey,
  GetUserLocationPreferences: userLocationPreferencesQueryKey,
};

/** The names of the cached queries a delivery of `operation` marks stale, wave by wave. */
async function refetchedBy(operation: string): Promise<string[][]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(cachedQueries)) queryClient.setQueryData(key, { cached: true });
  const stale = () =>
    Object.entries(cachedQueries)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  const waves: string[][] = [];
  for (const wave of writeFor(operation)!.delivered?.refetch?.({}) ?? []) {
    const before = stale();
    await Promise.all(wave.map((target) => queryClient.invalidateQueries(refetchFilters(target))));
    waves.push(stale().filter((name) => !before.includes(name)));
  }
  return waves;
}

describe('the write registry', () => {
  it('holds every declared write once', () => {
    const declared = declaredOperations(join(__dirname, '..')).sort();
    const registered = writeRegistry.map((w) => w.operation).sort();
    expect(registered).toEqual(declared);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it.each([
    ['SubmitItemResponse', []],
    ['SubmitFeedback', []],
    ['SetUserSurveyAnswer', []],
    ['SetUserSurveyAnswerMultiValue', []],
    ['UpdateUser', []],
    ['UpdateUserName', [['GetUser']]],
    ['UpdateUserLinkedInUrl', [['GetUser']]],
    ['DeleteUserPhoneNumber', [['GetUser']]],
    ['SetSecondaryContactInfo', []],
    ['UpdateUserSchoolsArray', [['GetUserProfileCompletion']]],
    ['UpdateUserLocationPreferences', [['GetUserProfileCompletion']]],
    ['UpdateUserPersonalInformation', [['GetUserProfileCompletion']]],
    ['DeleteResume', [['GetUserProfileCompletion', 'GetResume']]],
    ['SetUserSurveyComplete', [['GetUserSurveyAnswers']]],
    [
      'UpdateCandidateInvitation',
      [
        [
          'GetCandidateInvitations(ALL)',
          'GetCandidateInvitations(PENDING)',
          'GetCompanyCandidateAssociations',
        ],
      ],
    ],
    [
      'AssessmentSectionClose',
      [['GetAssessment', 'GetNextSectionInformation'], ['GetCandidateAssessments']],
    ],
  ])('a delivered %s refetches %j and nothing else', async (operation, expected) => {
    const waves = await refetchedBy(operation);
    expect(waves.map((w) => [...w].sort())).toEqual(expected.map((w) => [...w].sort()));
  });

  it('lets only answers share a request, each a document the batch can combine', () => {
    const batched = writeRegistry.filter((write) => write.batch).map((write) => write.operation);
    expect(batched.sort()).toEqual([
      'SetUserSurveyAnswer',
      'SetUserSurveyAnswerMultiValue',
      'SubmitItemResponse',
    ]);
    for (const write of writeRegistry.filter((w) => w.batch)) {
      expect(singleMutationOf(print(write.document)), write.operation).not.toBeNull();
    }
  });
});

/** An operation's name as words ("SetAccountType" → "set account type"), as an old banner showed it. */
const inWords = (operation: string) =>
  operation
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();

describe("writes in the candidate's words (docs/decisions/053)", () => {
  it('names every write for the candidate, never by its operation', () => {
    for (const write of writeRegistry) {
      expect(write.label.trim(), write.operation).not.toBe('');
      expect(write.label, write.operation).not.toContain(write.operation);
      expect(write.label.toLowerCase(), write.operation).not.toContain(inWords(write.operation));
      // No label is a name in code (snake case, or a verb and a noun run together).
      expect(write.label, write.operation).not.toMatch(/_|\b[A-Z][a-z]+[A-Z][a-z]+[A-Z]/);
    }
  });

  it('describes an entry by its write, and one no build declares as "a change"', () => {
    expect(describeWrite({ operation: 'SubmitItemResponse' })).toBe('an answer in a timed section');
    expect(describeWrite({ operation: 'RemovedLongAgo' })).toBe('a change');
    expect(refusalShownByScreen({ operation: 'SubmitItemResponse' })).toBe(true);
    expect(refusalShownByScreen({ operation: 'AssessmentSectionClose' })).toBe(true);
    expect(refusalShownByScreen({ operation: 'SetAccountType' })).toBe(false);
  });
});
