/**
 * What one tab tells the others about the outbox (cross-tab/channel.ts). A tab says *what* changed,
 * so that the others update their view without reading IndexedDB (docs/decisions/035):
 * - `entries`: entries written (added, claimed, failed, retried) and ids removed;
 * - `delivered`: the server accepted this entry (removed; 'delivered' listeners run in every tab);
 * - `draining`: this tab starts or stops sending;
 * - `changed`: read everything again (the fallback; also what builds before 035 send).
 * Without BroadcastChannel, tabs still work: each one reads IndexedDB when it starts, when it is
 * shown again, and before each send.
 */
import { hasMessageType, openCrossTabChannel, type CrossTabChannel } from '../cross-tab/channel.ts';
import type { OutboxEntry } from './types.ts';

export type OutboxMessage =
  | { type: 'changed' }
  | { type: 'entries'; upserted: OutboxEntry[]; removedIds: string[] }
  | { type: 'draining'; draining: boolean }
  | { type: 'delivered'; entry: OutboxEntry; result: unknown };

export type OutboxChannel = CrossTabChannel<OutboxMessage>;

const MESSAGE_TYPES = ['changed', 'entries', 'draining', 'delivered'] as const;

export const isOutboxMessage = (data: unknown): data is OutboxMessage =>
  hasMessageType(data, MESSAGE_TYPES);

export function createBroadcastOutboxChannel(name: string): OutboxChannel | null {
  return openCrossTabChannel(name, isOutboxMessage);
}
