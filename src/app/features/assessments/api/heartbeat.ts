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

/**
 * Sends one heartbeat. Its answer tells the server's time like any other (the `x-server-time`
 * header: lib/api/server-clock.ts), so `serverTime` is not read here.
 */
export async function sendHeartbeat(assessmentId: string): Promise<void> {
  await gqlRequest(AssessmentHeartbeatDocument, { assessmentID: assessmentId });
}
