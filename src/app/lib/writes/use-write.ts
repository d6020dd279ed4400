/**
 * The one way a screen saves a declared write (define-write.ts) and follows it: through the outbox,
 * so the write is on this device before the screen says so, and reaches the server once, whenever
 * the connection allows. What the write changes in the cache is the declaration's business, not the
 * screen's: `onSaved` is for the screen's own reaction (closing a dialog, a message).
 *
 * `status` says where the latest save of this coalesce key is:
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
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { enqueueWrite, onDelivered } from '../outbox/outbox.ts';
import { useOutbox } from '../outbox/use-outbox.ts';
import { useOnlineStatus } from '../pwa/online-status.ts';
import { showWrite } from './cache.ts';
import {
  isEntryOf,
  type WriteDefinition,
  type WriteEntry,
  type WriteVariables,
} from './define-write.ts';

export type OutboxWriteStatus =
  'idle' | 'storing' | 'sending' | 'savedOnDevice' | 'saved' | 'failed';

export type { WriteVariables } from './define-write.ts';

export interface UseWriteOptions<TResult> {
  userId: string;
  /**
   * Which thing this screen edits, for a write declared with a coalesce key per thing (e.g. the
   * invitation's key); writes with one fixed key need none. For a write declared without a key
   * (each one is sent), a key of this screen's own (e.g. one per feedback form) follows its saves.
   */
  coalesceKey?: string;
  /** Called with the server's result when this screen's write is delivered (in this tab). */
  onSaved?: (result: TResult) => void;
}

export interface UseWriteResult<TVariables> {
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

export function useWrite<TResult, TVariables>(
  definition: WriteDefinition<TResult, TVariables>,
  options: UseWriteOptions<TResult>,
): UseWriteResult<TVariables> {
  const { userId } = options;
  const coalesceKey =
    typeof definition.coalesceKey === 'string' ? definition.coalesceKey : options.coalesceKey;
  if (coalesceKey === undefined) {
    throw new Error(`useWrite(${definition.operation}) needs the coalesce key of what it edits.`);
  }
  const queryClient = useQueryClient();
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
        if (entry.operation !== definition.operation) return;
        setLocal({ phase: 'saved' });
        onSaved.current?.(result as TResult);
      }),
    [userId, coalesceKey, definition.operation],
  );

  const latest = entries.findLast(
    (e): e is typeof e & WriteEntry<TVariables> =>
      e.coalesceKey === coalesceKey && isEntryOf(definition, e),
  );
  // Once the view has shown the stored entry, its absence means delivered (onDelivered said
  // 'saved' first) or discarded by the candidate (nothing saved any more).
  if (local.phase === 'stored' && !local.seen && entries.some((e) => e.id === local.id)) {
    setLocal({ ...local, seen: true });
  }

  const save = useCallback(
    async (variables: WriteVariables<TVariables>) => {
      setLocal({ phase: 'storing' });
      try {
        const entry = await enqueueWrite(definition, userId, variables, coalesceKey);
        showWrite(queryClient, definition, variables);
        setLocal({ phase: 'stored', id: entry.id, variables, seen: false });
      } catch (error) {
        setLocal({ phase: 'idle' }); // not stored: the screen shows no save
        throw error;
      }
    },
    [definition, userId, queryClient, coalesceKey],
  );

  const unsentStatus = (attempts: number): OutboxWriteStatus =>
    online && attempts === 0 ? 'sending' : 'savedOnDevice';
  let status: OutboxWriteStatus;
  let pending: WriteVariables<TVariables> | null = null;
  if (local.phase === 'storing') {
    status = 'storing';
  } else if (latest) {
    status = latest.lastError?.permanent ? 'failed' : unsentStatus(latest.attempts);
    if (status !== 'failed') pending = latest.variables;
  } else if (local.phase === 'stored' && !local.seen) {
    // Stored in IndexedDB, not in the view yet.
    status = unsentStatus(0);
    pending = local.variables;
  } else {
    status = local.phase === 'saved' ? 'saved' : 'idle';
  }
  // A refused write no longer shows (unsent.ts leaves it out), but the cache still holds what
  // showWrite put there: read the server's copy again.
  const shownKeys = definition.shows;
  useEffect(() => {
    if (status !== 'failed') return;
    for (const { queryKey } of shownKeys ?? []) void queryClient.invalidateQueries({ queryKey });
  }, [status, shownKeys, queryClient]);

  return {
    save,
    status,
    error: status === 'failed' ? (latest?.lastError?.message ?? null) : null,
    pending,
  };
}
