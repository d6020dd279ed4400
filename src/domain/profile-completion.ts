/**
 * When a candidate's profile is complete (spec 000 section 4, spec 001 section 1): the behavioral
 * survey is complete, the four completion flags the server computes are true, and every assessment
 * of the candidate is COMPLETE. Used by the app (the 'Profile Complete' badge) and the server.
 */

/** The status value that means done, for the survey and for each assessment (spec 001). */
export const COMPLETE_STATUS = 'COMPLETE';

/** GraphQL UserProfileCompletion: computed by the server from what is stored. */
export interface ProfileCompletionFlags {
  completedSchools: boolean;
  completedPersonalInformation: boolean;
  completedResume: boolean;
  completedWorkPreferences: boolean;
}

export const NOTHING_COMPLETED: ProfileCompletionFlags = {
  completedSchools: false,
  completedPersonalInformation: false,
  completedResume: false,
  completedWorkPreferences: false,
};

export interface ProfileCompletionInput {
  /** GetUserSurveyAnswers' status; unknown (not loaded, or no survey yet) is not complete. */
  surveyStatus: string | null | undefined;
  completion: ProfileCompletionFlags | null | undefined;
  /** The candidate's assessments (GetAssessments); unknown is not complete. */
  assessments: readonly { status: string | null | undefined }[] | null | undefined;
}

/** A status counts as complete whatever its letter case ("COMPLETE", "complete"). */
export function isCompleteStatus(status: string | null | undefined): boolean {
  return typeof status === 'string' && status.toUpperCase() === COMPLETE_STATUS;
}

export function areAllFlagsComplete(
  completion: ProfileCompletionFlags | null | undefined,
): boolean {
  return (
    !!completion &&
    completion.completedSchools &&
    completion.completedPersonalInformation &&
    completion.completedResume &&
    completion.completedWorkPreferences
  );
}

/**
 * True only when everything is done. An empty assessment list is NOT complete: every candidate
 * has an assessment to take (the cognitive or the lateral one, by account type), so an empty list
 * means the list has not been loaded or provisioned yet, never that nothing is left to do; `every`
 * alone would call it complete.
 */
export function isProfileComplete({
  surveyStatus,
  completion,
  assessments,
}: ProfileCompletionInput): boolean {
  return (
    isCompleteStatus(surveyStatus) &&
    areAllFlagsComplete(completion) &&
    !!assessments &&
    assessments.length > 0 &&
    assessments.every((a) => isCompleteStatus(a.status))
  );
}
