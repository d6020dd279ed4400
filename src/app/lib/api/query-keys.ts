/**
 * Query keys needed outside their operation's file (invalidation after outbox deliveries), kept
 * apart so that importing a key does not pull in the GraphQL client.
 */
export const userQueryKey = ['user'] as const;

/** Every assessment's own queries (GetAssessment, its next section's information). */
export const assessmentsQueryKey = ['assessments'] as const;

/** GetUserProfileCompletion: what the profile pages' writes make stale. */
export const profileCompletionQueryKey = [...userQueryKey, 'profileCompletion'] as const;
