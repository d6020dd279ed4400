/**
 * What a candidate sends from the feedback panel (SubmitFeedback): a message of 1 to 2,000
 * characters (after trimming) and the page it was sent from. The spec does not word these
 * messages; they are the product's.
 */
import { z } from 'zod';

export const FEEDBACK_MAX_LENGTH = 2000;
/** The page's path (and search), cut to this length. */
export const FEEDBACK_PAGE_MAX_LENGTH = 500;

export const feedbackMessages = {
  empty: 'Please write your feedback before sending it.',
  tooLong: `Your feedback can be at most ${FEEDBACK_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  thanks: 'Thanks for your feedback!',
} as const;

export const feedbackInputSchema = z.object({
  message: z
    .string({ error: feedbackMessages.empty })
    .trim()
    .min(1, feedbackMessages.empty)
    .max(FEEDBACK_MAX_LENGTH, feedbackMessages.tooLong),
  page: z
    .string()
    .trim()
    .nullish()
    .transform((page) => (page ? page.slice(0, FEEDBACK_PAGE_MAX_LENGTH) : null)),
});

export type FeedbackInput = z.output<typeof feedbackInputSchema>;

/** The first problem with a message as typed, or null when it can be sent. */
export function feedbackMessageError(message: string): string | null {
  const result = feedbackInputSchema.shape.message.safeParse(message);
  return result.success ? null : (result.error.issues[0]?.message ?? feedbackMessages.empty);
}
