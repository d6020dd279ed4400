/**
 * The candidate's data on request (docs/decisions/052, docs/data-export.md): where the copy is
 * downloaded, the export file's version, and the words both sides use.
 */

/** GET with the bearer token: the caller's data as a JSON attachment. */
export const ACCOUNT_DATA_EXPORT_PATH = '/api/candidate/v1/my-data';

/** The export file's `schemaVersion`; raised when a section changes its meaning or shape. */
export const ACCOUNT_DATA_SCHEMA_VERSION = 1;

/** The longest reason a candidate may give for deleting the account. */
export const DELETION_REASON_MAX_LENGTH = 1000;

const aboutMinutes = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

export const accountDataMessages = {
  tooManyExports: (minutes: number) =>
    `You have downloaded your data several times in the last hour. Please wait about ${aboutMinutes(minutes)} and try again.`,
  reasonTooLong: `Please keep the reason under ${DELETION_REASON_MAX_LENGTH} characters.`,
} as const;

/** The export file's name: the day it was made, nothing personal. */
export const accountDataFileName = (generatedAt: Date) =>
  `my-data-${generatedAt.toISOString().slice(0, 10)}.json`;
