/** Reasonable accommodations: the time multiplier an operator grants (`accommodation:set`). */
import { eq } from 'drizzle-orm';
import {
  accommodationMessages,
  parseAccommodationMultiplier,
} from '../../../domain/accommodations.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Sets the multiplier of the account with this (primary) address; throws on bad input. */
export async function setAccommodationMultiplier(
  db: DbExecutor,
  email: string,
  multiplierText: string,
): Promise<{ email: string; multiplier: number }> {
  const multiplier = parseAccommodationMultiplier(multiplierText);
  if (multiplier === null) throw new Error(accommodationMessages.invalidMultiplier);
  const normalized = normalizeEmail(email);
  const updated = await db
    .update(users)
    .set({ accommodationMultiplier: multiplier })
    .where(eq(users.email, normalized))
    .returning({ email: users.email });
  if (updated.length === 0) throw new Error(`No account has the e-mail address ${normalized}.`);
  return { email: normalized, multiplier };
}
