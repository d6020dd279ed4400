import { describe, expect, it } from 'vitest';
import { feedbackInputSchema, feedbackMessageError, feedbackMessages } from './feedback.ts';

describe('feedback input', () => {
  it('accepts 1 to 2,000 characters, trimmed', () => {
    expect(feedbackMessageError('x')).toBeNull();
    expect(feedbackMessageError('x'.repeat(2000))).toBeNull();
    expect(feedbackInputSchema.parse({ message: '  hi  ', page: '/faq' })).toEqual({
      message: 'hi',
      page: '/faq',
    });
  });

  it('refuses an empty, blank or too long message', () => {
    expect(feedbackMessageError('')).toBe(feedbackMessages.empty);
    expect(feedbackMessageError('   \n ')).toBe(feedbackMessages.empty);
    expect(feedbackMessageError('x'.repeat(2001))).toBe(feedbackMessages.tooLong);
  });

  it('keeps no page when none is given and cuts a long one', () => {
    expect(feedbackInputSchema.parse({ message: 'a' }).page).toBeNull();
    expect(feedbackInputSchema.parse({ message: 'a', page: '' }).page).toBeNull();
    expect(
      feedbackInputSchema.parse({ message: 'a', page: `/${'p'.repeat(600)}` }).page,
    ).toHaveLength(500);
  });
});
