/**
 * Every route of the product (spec section 2, and spec 001's assessment routes) in one object, so
 * links, redirects and the router never spell a path twice.
 */
export const paths = {
  // Public (no session needed)
  login: '/login',
  register: '/register',
  registrationThankYou: '/registration-thank-you',
  emailConfirmed: '/email-confirmed',
  emailAlreadyConfirmed: '/email-already-confirmed',
  requestPasswordReset: '/user-request-password-reset',
  resetPassword: '/user-reset-password',
  changeEmailConfirmed: '/change-email-confirmed',
  changeEmailCancelled: '/change-email-cancelled',
  changeEmailError: '/change-email-error',
  changeEmailTokenExpired: '/change-email-token-expired',
  changeEmailTokenIncorrect: '/change-email-token-incorrect',
  addSecondaryEmailConfirmed: '/add-secondary-email-confirmed',
  addSecondaryEmailError: '/add-secondary-email-error',
  addSecondaryEmailTokenExpired: '/add-secondary-email-token-expired',
  addSecondaryEmailTokenIncorrect: '/add-secondary-email-token-incorrect',
  legacyConnectionManager: '/home/connection-manager',
  terms: '/terms',
  privacy: '/privacy',
  assessmentPolicy: '/assessment-policy',
  recruiterSignIn: '/recruiter-sign-in',
  /** The "this wasn't me" link of an account-change notice (docs/decisions/049). */
  secureAccount: '/secure-account',
  /** After Delete my account (docs/decisions/052). */
  accountDeleted: '/account-deleted',

  // Signed in
  welcome: '/',
  connectionManager: '/connection-manager',
  demographic: '/demographic',
  personalData: '/personal-data',
  education: '/education',
  faq: '/faq',
  resume: '/resume',
  userSettings: '/user-settings',
  workPreferences: '/work-preferences',
  join: '/join/:code',
  /** Loading a rescue file of unsent answers saved on another device (docs/decisions/043). */
  rescue: '/rescue',

  // Signed in, assessments (second specification document)
  cognitiveSkills: '/assessments/cognitive-skills',
  cognitiveSkillsApp: '/assessments/cognitive-skills-app',
  lateralLanding: '/assessments/Lateral',
  lateralApp: '/assessments/lateral-app',
  lateralContent: '/lateral-content',
  behavioralAssessment: '/assessments/behavioral-assessment',
  psychometricAssessment: '/psychometric-assessment',
} as const;

/**
 * Pages that work without a session. A 401 on one of them is the page's own business (a failed
 * sign-in), not an expired session. `/` is not listed: it is the signed-in welcome page.
 */
export const publicPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.registrationThankYou,
  paths.emailConfirmed,
  paths.emailAlreadyConfirmed,
  paths.requestPasswordReset,
  paths.resetPassword,
  paths.changeEmailConfirmed,
  paths.changeEmailCancelled,
  paths.changeEmailError,
  paths.changeEmailTokenExpired,
  paths.changeEmailTokenIncorrect,
  paths.addSecondaryEmailConfirmed,
  paths.addSecondaryEmailError,
  paths.addSecondaryEmailTokenExpired,
  paths.addSecondaryEmailTokenIncorrect,
  paths.legacyConnectionManager,
  paths.terms,
  paths.privacy,
  paths.assessmentPolicy,
  paths.recruiterSignIn,
  paths.secureAccount,
  paths.accountDeleted,
];

export function isPublicPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.includes(normalized);
}

/** `/login`, with `redirect` holding where to return after signing in. */
export function loginHref(redirect?: string): string {
  if (!redirect) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirect }).toString()}`;
}

export function joinHref(code: string): string {
  return `/join/${encodeURIComponent(code)}`;
}

/**
 * One of the candidate's invitations by its id (/login?id=, spec section 2): the connection manager
 * opens it when the caller's own list holds it, and shows nothing of any other.
 */
export function invitationHref(invitationId: string): string {
  return `${paths.connectionManager}?${new URLSearchParams({ invitationId }).toString()}`;
}

/**
 * A `redirect` parameter is followed only when it is a path of this app: it must start with one
 * slash (not `//host`, not `/\host`) and stay on this origin once resolved. Anything else gives `/`.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return paths.welcome;
  }
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return paths.welcome;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return paths.welcome;
  }
}
