/**
 * The heartbeat (docs/decisions/047): while a timed section runs and the device is online, the
 * runner tells the server it is in touch (lib/heartbeat.ts says when). A late answer created
 * before such a contact is refused. It is not a candidate write (it changes none of the
 * candidate's data and means nothing once late), so it is sent at once and never queued in the
 * outbox; a failed one is simply no contact.
 */
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const AssessmentHeartbeatDocument = graphql(`
  mutation AssessmentHeartbeat($assessmentID: ID!) {
    assessmentHeartbeat(assessmentID: $assessmentID) {
      serverTime
    }
  }
`);

/** Sends one heartbeat; resolves with the server's time and the request's round trip. */
export async function sendHeartbeat(
  assessmentId: string,
): Promise<{ serverTimeMs: number; roundTripMs: number }> {
  const sent = performance.now();
  const data = await gqlRequest(AssessmentHeartbeatDocument, { assessmentID: assessmentId });
  return {
    serverTimeMs: data.assessmentHeartbeat.serverTime,
    roundTripMs: performance.now() - sent,
  };
}
