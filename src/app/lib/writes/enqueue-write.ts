/**
 * Storing a declared write in the outbox (define-write.ts): the document printed once per write,
 * the coalesce key from the declaration, and the write's `shows` changes put into the cache once it
 * is on this device.
 */
import type { QueryClient } from '@tanstack/react-query';
import { print } from 'graphql';
import { enqueue } from '../outbox/outbox.ts';
import type { OutboxEntry } from '../outbox/types.ts';
import { applyCacheChanges } from './cache.ts';
import {
  type AnyWriteDefinition,
  coalesceKeyOf,
  type WriteDefinition,
  type WriteVariables,
} from './define-write.ts';

const printedDocuments = new WeakMap<AnyWriteDefinition, string>();

function printedDocument(definition: AnyWriteDefinition): string {
  let printed = printedDocuments.get(definition);
  if (printed === undefined) {
    printed = print(definition.document);
    printedDocuments.set(definition, printed);
  }
  return printed;
}

/**
 * Resolves once the write is on this device (IndexedDB). With a query client, the write's `shows`
 * changes are then made in the cache, so the screen shows it before the outbox's view has it.
 */
export async function enqueueWrite<TResult, TVariables>(
  definition: WriteDefinition<TResult, TVariables>,
  userId: string,
  variables: WriteVariables<TVariables>,
  queryClient?: QueryClient,
  /** The key of a screen's own write (useWrite), for a write declared without one. */
  screenKey?: string,
): Promise<OutboxEntry> {
  const coalesceKey = coalesceKeyOf(definition, variables) ?? screenKey;
  const entry = await enqueue({
    userId,
    operation: definition.operation,
    document: printedDocument(definition),
    variables,
    ...(coalesceKey === undefined ? {} : { coalesceKey }),
    ...(definition.batch ? { batchable: true } : {}),
    ...(definition.sequenced ? { sequenced: true } : {}),
  });
  if (queryClient) applyCacheChanges(queryClient, definition.shows, variables);
  return entry;
}

/**
 * Shows a write's declared `shows` changes in the cache now, before it is stored: for a screen
 * whose control must reflect the choice at once (a picked answer), or one that shows a stored
 * choice only after its own confirmation (the account type chooser).
 */
export function showWrite<TResult, TVariables>(
  queryClient: QueryClient,
  definition: WriteDefinition<TResult, TVariables>,
  variables: WriteVariables<TVariables>,
): void {
  applyCacheChanges(queryClient, definition.shows, variables);
}
