/**
 * RecordSectionActivity through the outbox (docs/decisions/045-integrity-events-and-flags.md): what
 * the browser saw during a timed section reaches the server once, after a reload or a time offline
 * too. No coalesce key (each report counts), nothing shown and nothing refetched: the candidate's
 * screen never changes for it.
 */
import type { SectionActivityType } from '../../../../domain/integrity.ts';
import { graphql } from '../../../gql/gql.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { defineWrite } from '../../../lib/writes/define-write.ts';
import { enqueueWrite } from '../../../lib/outbox/outbox.ts';

export const RecordSectionActivityDocument = graphql(`
  mutation RecordSectionActivity(
    $assessmentID: ID!
    $activity: SectionActivityInput!
    $clientMutationId: ID!
  ) {
    recordSectionActivity(
      assessmentID: $assessmentID
      activity: $activity
      clientMutationId: $clientMutationId
    ) {
      received
    }
  }
`);

export const recordSectionActivityWrite = defineWrite({
  operation: 'RecordSectionActivity',
  label: 'a note of what happened during a timed section',
  document: RecordSectionActivityDocument,
});

export interface SectionActivity {
  type: SectionActivityType;
  /** TAB_HIDDEN, WINDOW_LEFT: how long. */
  durationMs?: number;
  /** CLOCK_SKEW: the device's clock minus the server's. */
  skewMs?: number;
  /** When it happened (default: now). */
  occurredAt?: Date;
}

/** Stores one report on this device, with its own id (the server holds each id once). */
export function enqueueSectionActivity(
  userId: string,
  assessmentId: string,
  sectionId: string,
  { type, durationMs, skewMs, occurredAt = new Date() }: SectionActivity,
): Promise<OutboxEntry> {
  return enqueueWrite(recordSectionActivityWrite, userId, {
    assessmentID: assessmentId,
    activity: {
      id: crypto.randomUUID(),
      sectionID: sectionId,
      type,
      occurredAt: occurredAt.toISOString(),
      ...(durationMs === undefined ? {} : { durationMs: Math.round(durationMs) }),
      ...(skewMs === undefined ? {} : { skewMs: Math.round(skewMs) }),
    },
  });
}
