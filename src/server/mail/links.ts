import type { AssessmentKind } from '../../domain/assessments.ts';

/**
 * Absolute links in mails, to the app's pages that handle them (src/server/routes/README.md, "Mail
 * links", below the table of REST calls).
 */
function pageLink(
  publicUrl: string,
  path: string,
  params: Record<string, string | null | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `${publicUrl}${path}?${query.toString()}`;
}

export function emailConfirmationLink(
  publicUrl: string,
  link: { email: string; id: string; invitationCode?: string | null },
): string {
  return pageLink(publicUrl, '/email-confirmed', {
    email: link.email,
    id: link.id,
    code: link.invitationCode,
  });
}

export function passwordResetLink(publicUrl: string, passwordResetId: string): string {
  return pageLink(publicUrl, '/user-reset-password', { passwordResetId });
}

export function secondaryEmailVerificationLink(
  publicUrl: string,
  link: { email: string; id: string },
): string {
  return pageLink(publicUrl, '/add-secondary-email-confirmed', { email: link.email, id: link.id });
}

export function emailChangeLink(publicUrl: string, link: { email: string; id: string }): string {
  return pageLink(publicUrl, '/change-email-confirmed', { email: link.email, id: link.id });
}

/** Forgot Password: where someone whose password was changed by another asks for a reset link. */
export function passwordResetRequestLink(publicUrl: string): string {
  return `${publicUrl}/user-request-password-reset`;
}

/** User Settings, where a signed-in candidate can cancel an e-mail change. */
export function userSettingsLink(publicUrl: string): string {
  return `${publicUrl}/user-settings`;
}

/**
 * A firm's invitation: the server's /invitation/{code} route sends the visitor on to sign in or to
 * register. Names the operator gave ride along so that the registration form starts filled in.
 */
export function invitationLink(
  publicUrl: string,
  code: string,
  names: { firstName?: string | null; lastName?: string | null } = {},
): string {
  const query = new URLSearchParams();
  if (names.firstName) query.set('firstname', names.firstName);
  if (names.lastName) query.set('lastname', names.lastName);
  const search = query.toString();
  return `${publicUrl}/invitation/${encodeURIComponent(code)}${search ? `?${search}` : ''}`;
}

/** An assessment's landing page (a voided one says so there, with the support address). */
export function assessmentLandingLink(publicUrl: string, kind: AssessmentKind): string {
  return `${publicUrl}${kind === 'COGNITIVE' ? '/assessments/cognitive-skills' : '/assessments/Lateral'}`;
}

/** The "this wasn't me" link of an account-change notice (docs/decisions/049). */
export function secureAccountLink(publicUrl: string, token: string): string {
  return pageLink(publicUrl, '/secure-account', { token });
}
