import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodationMessages } from '../../../domain/accommodations.ts';
import { users } from '../../db/schema.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { setAccommodationMultiplier } from './accommodations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('setAccommodationMultiplier (accommodation:set)', () => {
  it('sets the multiplier that GetUser answers', async () => {
    const { token, email } = await signedInCandidate(t.app);
    expect(
      await setAccommodationMultiplier(t.database.db, ` ${email.toUpperCase()} `, '1.5'),
    ).toEqual({ email, multiplier: 1.5 });
    const response = await graphql(
      t.app,
      'query GetUser { user { accommodations { assessmentTimerMultiplier } } }',
      {},
      token,
    );
    expect(response.json().data.user.accommodations.assessmentTimerMultiplier).toBe(1.5);
  });

  it('refuses a multiplier outside 1..3 or an unknown address, changing nothing', async () => {
    const { email, userId } = await signedInCandidate(t.app);
    for (const bad of ['0.5', '3.5', 'two', '1.234']) {
      await expect(setAccommodationMultiplier(t.database.db, email, bad)).rejects.toThrow(
        accommodationMessages.invalidMultiplier,
      );
    }
    await expect(
      setAccommodationMultiplier(t.database.db, 'nobody@example.com', '2'),
    ).rejects.toThrow(/No account/);
    const [row] = await t.database.db
      .select({ m: users.accommodationMultiplier })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.m).toBe(1);
  });
});
