/** A resolver's arguments read through a shared zod schema (src/domain), as mutations' `parse`. */
import type { z } from 'zod';
import { apiMessages } from '../../domain/api-messages.ts';
import { UserFacingError } from '../errors.ts';

/** The schema's output, or BAD_USER_INPUT with the first problem's message (the spec's words). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new UserFacingError(
      'BAD_USER_INPUT',
      parsed.error.issues[0]?.message ?? apiMessages.invalidRequest,
    );
  }
  return parsed.data;
}
