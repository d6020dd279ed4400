/**
 * A date as the spec shows dates (section 9: MM/DD/YYYY), in the candidate's time zone: resume
 * uploads, invitations and connections. '' when the text is not a date.
 */
export function formatDisplayDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}
