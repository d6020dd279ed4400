/** Absolute links in mails, to the app's pages that handle them (see ARCHITECTURE.md, mail links). */
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
