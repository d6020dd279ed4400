/**
 * Query keys needed outside their operation's file (invalidation after outbox deliveries), kept
 * apart so that importing a key does not pull in the GraphQL client.
 */
export const userQueryKey = ['user'] as const;

/** Every assessment's own queries (GetAssessment, its next section's information). */
export const assessmentsQueryKey = ['assessments'] as const;

/** GetUserProfileCompletion: what the profile pages' writes make stale. */
export const profileCompletionQueryKey = [...userQueryKey, 'profileCompletion'] as const;

/**
 * GetNextAssessmentSectionQuestions, by assessment and section. Serving it starts a timed section's
 * clock on the server, so its key is under no prefix that anything invalidates (every other key
 * starts with another root): an invalidation must never ask for it by accident, and only the
 * runner asks, when the candidate starts the section or once it knows the section is still the
 * one shown (docs/decisions/036-running-assessment-reducer.md).
 */
export const sectionQuestionsQueryKey = (assessmentId: string, sectionId: string) =>
  [...sectionClockQueryKey, assessmentId, sectionId] as const;

/** Every cached GetNextAssessmentSectionQuestions (an answer's write changes the one holding it). */
export const sectionClockQueryKey = ['section-clock'] as const;

/** The user's receipts on this device (lib/receipts/): refetched once a close or a submit is delivered. */
export const receiptsQueryKey = ['receipts'] as const;
