/**
 * Applying a write's declared cache changes (define-write.ts) to the query cache: at once when it
 * is stored, and when it is delivered (in every tab).
 */
import { hashKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AnyWriteDefinition,
  CacheChange,
  RefetchTarget,
  WriteDefinition,
  WriteVariables,
} from './define-write.ts';
import { userQueryKey } from '../api/query-keys.ts';

/** The query filters of a refetch target. */
export const refetchFilters = (target: RefetchTarget): { queryKey: QueryKey; exact?: boolean } =>
  'exact' in target ? target : { queryKey: target };

/**
 * A write's declared `shows` changes, in the cache now: once it is stored (before the outbox's view
 * has it), or when a screen decides (the account type chooser shows it after its confirmation).
 */
export function showWrite<TResult, TVariables>(
  queryClient: QueryClient,
  definition: WriteDefinition<TResult, TVariables>,
  variables: WriteVariables<TVariables>,
): void {
  applyCacheChanges(queryClient, definition.shows, variables);
}

/** Applies each change to every cached query under its key (queries without data are left). */
export function applyCacheChanges<TInput>(
  queryClient: QueryClient,
  changes: readonly CacheChange<TInput>[] | undefined,
  input: TInput,
): void {
  for (const { queryKey, prefix, apply } of changes ?? []) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey, exact: !prefix })) {
      if (data === undefined) continue;
      queryClient.setQueryData(key, apply(data as never, input, key));
    }
  }
}

/** The changes of `changes` that touch the query `queryKey`. */
export function changesFor<TInput>(
  changes: readonly CacheChange<TInput>[] | undefined,
  queryKey: QueryKey,
): CacheChange<TInput>[] {
  return (changes ?? []).filter((c) =>
    c.prefix ? partialMatchKey(queryKey, c.queryKey) : hashKey(queryKey) === hashKey(c.queryKey),
  );
}

/**
 * What a delivered write changes in the cache: the server's answer (or the variables, which the
 * server now holds) at once, then the declared refetches, each list after the one before it. A
 * refetch joins a request already in flight for the same query (`cancelRefetch: false`). A write
 * no build declares now (no definition) reads the user again.
 */
export async function applyDelivered(
  queryClient: QueryClient,
  definition: AnyWriteDefinition | undefined,
  variables: WriteVariables<unknown>,
  result: unknown,
): Promise<void> {
  if (!definition) {
    // Stored by an older build under a name this one no longer has: read the user again.
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
    return;
  }
  const { delivered, shows } = definition;
  try {
    if (delivered?.update) {
      applyCacheChanges(queryClient, delivered.update, { result, variables });
    } else {
      applyCacheChanges(queryClient, shows, variables);
    }
  } catch (error) {
    // A cached copy of an unexpected shape: the refetches below bring the server's.
    console.error('A delivered write could not update the cached data.', error);
  }
  for (const wave of delivered?.refetch?.(variables) ?? []) {
    await Promise.all(
      wave.map((target) =>
        queryClient.invalidateQueries(refetchFilters(target), { cancelRefetch: false }),
      ),
    );
  }
}
