/** What candidates send from the feedback panel (SubmitFeedback), listed by `feedback:list`. */
import { desc, eq } from 'drizzle-orm';
import type { FeedbackInput } from '../../../domain/feedback.ts';
import type { DbExecutor } from '../../db/client.ts';
import { feedback, users } from '../../db/schema.ts';

const USER_AGENT_MAX_LENGTH = 1000;

export async function recordFeedback(
  db: DbExecutor,
  input: FeedbackInput,
  origin: { userId: string; userAgent: string | undefined },
): Promise<void> {
  await db.insert(feedback).values({
    userId: origin.userId,
    message: input.message,
    page: input.page,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
}

/** The newest feedback first, with the sender's address (null once the account is deleted). */
export async function listFeedback(db: DbExecutor, limit: number) {
  return db
    .select({
      id: feedback.id,
      createdAt: feedback.createdAt,
      userEmail: users.email,
      message: feedback.message,
      page: feedback.page,
      userAgent: feedback.userAgent,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.id))
    .limit(limit);
}
