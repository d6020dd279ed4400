/**
 * The user's receipts on this device, checked (receipts.ts), for the end and landing pages: read
 * from IndexedDB whether online or not (networkMode 'always'; the device copy is the one kept, so
 * the query cache does not persist it). A delivered write whose answer carries a receipt (a
 * section's close, the questionnaire's submit) has it kept at once and the list read again: a
 * plain invalidation could join a read already in flight that started before the close.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { receiptsQueryKey } from '../api/query-keys.ts';
import { onDelivered } from '../outbox/outbox.ts';
import {
  keepReceipts,
  receiptsInResult,
  receiptsOnThisDevice,
  type CheckedReceipt,
} from './receipts.ts';

const NONE: readonly CheckedReceipt[] = [];

/** The user's receipts of the assessment `assessmentId`, or (null) of the questionnaire. */
export function useReceipts(userId: string, assessmentId: string | null) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...receiptsQueryKey, userId],
    queryFn: () => receiptsOnThisDevice(userId),
    networkMode: 'always',
    meta: { persist: false },
  });

  useEffect(
    () =>
      onDelivered((entry, result) => {
        const receipts = receiptsInResult(result);
        if (entry.userId !== userId || receipts.length === 0) return;
        void keepReceipts(userId, receipts).then(() =>
          queryClient.invalidateQueries({ queryKey: [...receiptsQueryKey, userId] }),
        );
      }),
    [queryClient, userId],
  );

  return (data ?? NONE).filter(({ receipt: { payload } }) =>
    assessmentId === null ? payload.sectionId === null : payload.assessmentId === assessmentId,
  );
}
