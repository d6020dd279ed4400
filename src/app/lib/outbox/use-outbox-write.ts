/**
 * The one way a screen saves a candidate's write: through the outbox, so the write is on this
 * device before the screen says so, and reaches the server once, whenever the connection allows.
 *
 * `status` says where the latest save of this `coalesceKey` is:
 * - 'idle': nothing saved since the screen opened;
 * - 'storing': being written to the device;
 * - 'sending': stored, and being sent while online;
 * - 'savedOnDevice': stored, not delivered yet (offline, or the server is not answering);
 * - 'saved': the server has it;
 * - 'failed': the server refused it (`error` holds its message; the entry stays in the outbox
 *   until the candidate retries or discards it from the connection banner).
 * `pending` holds the variables of the unsent write with this key (after a reload offline too),
 * so a form shows what the candidate last saved rather than the server's older copy.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOnlineStatus } from '../pwa/online-status.ts';
import { enqueue, onDelivered } from './outbox.ts';
import { useOutbox } from './use-outbox.ts';

export type OutboxWriteStatus =
  'idle' | 'storing' | 'sending' | 'savedOnDevice' | 'saved' | 'failed';

/** The variables a caller gives: the outbox adds `clientMutationId`. */
export type WriteVariables<TVariables> = Omit<TVariables, 'clientMutationId'>;

export interface UseOutboxWriteOptions<TResult, TVariables> {
  userId: string;
  /** The GraphQL operation name (the spec's), e.g. "UpdateUserSchoolsArray". */
  operation: string;
  document: TypedDocumentNode<TResult, TVariables>;
  /**
   * Writes with the same key replace each other while unsent (a form's latest values win). Give a
   * key per thing edited (e.g. "schools", "linkedInUrl"); never one for timed item responses.
   */
  coalesceKey: string;
  /** Called with the server's result when this screen's write is delivered. */
  onSaved?: (result: TResult) => void;
}

export interface UseOutboxWriteResult<TVariables> {
  save: (variables: WriteVariables<TVariables>) => Promise<void>;
  status: OutboxWriteStatus;
  /** The server's message when status is 'failed'. */
  error: string | null;
  /** The unsent write's variables with this key, if any (what the form should show). */
  pending: WriteVariables<TVariables> | null;
}

/**
 * What this screen did last: nothing, storing a write, stored one (`seen` once the outbox's view
 * has shown it: until then the view lags behind IndexedDB and must not read as "nothing saved"),
 * or had one delivered.
 */
type LocalState<TVariables> =
  | { phase: 'idle' | 'storing' | 'saved' }
  | { phase: 'stored'; id: string; variables: WriteVariables<TVariables>; seen: boolean };

export function useOutboxWrite<TResult, TVariables>(
  options: UseOutboxWriteOptions<TResult, TVariables>,
): UseOutboxWriteResult<TVariables> {
  const { userId, operation, document, coalesceKey } = options;
  const printed = useMemo(() => print(document), [document]);
  const { entries } = useOutbox(userId);
  const online = useOnlineStatus();
  const [local, setLocal] = useState<LocalState<TVariables>>({ phase: 'idle' });
  const onSaved = useRef(options.onSaved);
  useEffect(() => {
    onSaved.current = options.onSaved;
  });

  useEffect(
    () =>
      onDelivered((entry, result) => {
        if (entry.userId !== userId || entry.coalesceKey !== coalesceKey) return;
        setLocal({ phase: 'saved' });
        onSaved.current?.(result as TResult);
      }),
    [userId, coalesceKey],
  );

  const latest = entries.findLast((e) => e.coalesceKey === coalesceKey);
  // Once the view has shown the stored entry, its absence means delivered (onDelivered said
  // 'saved' first) or discarded by the candidate (nothing saved any more).
  if (local.phase === 'stored' && !local.seen && entries.some((e) => e.id === local.id)) {
    setLocal({ ...local, seen: true });
  }

  const save = useCallback(
    async (variables: WriteVariables<TVariables>) => {
      setLocal({ phase: 'storing' });
      try {
        const entry = await enqueue({
          userId,
          operation,
          document: printed,
          variables,
          coalesceKey,
        });
        setLocal({ phase: 'stored', id: entry.id, variables, seen: false });
      } catch (error) {
        setLocal({ phase: 'idle' }); // not stored: the screen shows no save
        throw error;
      }
    },
    [userId, operation, printed, coalesceKey],
  );

  const unsentStatus = (attempts: number): OutboxWriteStatus =>
    online && attempts === 0 ? 'sending' : 'savedOnDevice';
  let status: OutboxWriteStatus;
  let pending: WriteVariables<TVariables> | null = null;
  if (local.phase === 'storing') {
    status = 'storing';
  } else if (latest) {
    status = latest.lastError?.permanent ? 'failed' : unsentStatus(latest.attempts);
    if (status !== 'failed') pending = withoutClientId<TVariables>(latest.variables);
  } else if (local.phase === 'stored' && !local.seen) {
    // Stored in IndexedDB, not in the view yet.
    status = unsentStatus(0);
    pending = local.variables;
  } else {
    status = local.phase === 'saved' ? 'saved' : 'idle';
  }
  return {
    save,
    status,
    error: status === 'failed' ? (latest?.lastError?.message ?? null) : null,
    pending,
  };
}

function withoutClientId<TVariables>(
  variables: Record<string, unknown>,
): WriteVariables<TVariables> {
  const { clientMutationId: _clientMutationId, ...rest } = variables;
  return rest as WriteVariables<TVariables>;
}
