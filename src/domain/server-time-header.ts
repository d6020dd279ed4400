/**
 * Response: the server's clock as the answer is sent, in milliseconds since the epoch (after the
 * request's work, so it is never earlier than anything the request recorded). The app dates timed
 * answers on it (app lib/api/server-clock.ts, docs/decisions/067).
 */
export const SERVER_TIME_HEADER = 'x-server-time';
