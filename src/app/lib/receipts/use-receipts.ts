/**
 * The user's receipts on this device, checked (receipts.ts), for the end and landing pages: read
 * from IndexedDB whether online or not (networkMode 'always'; the device copy is the one kept, so
 * the query cache does not persist it). A delivered close or submit reads it again
 * (keepDeliveredReceipts).
 */
import { useQuery } from '@tanstack/react-query';
import { receiptsQueryKey } from '../api/query-keys.ts';
import { receiptsOnThisDevice, type CheckedReceipt } from './receipts.ts';

const NONE: readonly CheckedReceipt[] = [];

/** The user's receipts of the assessment `assessmentId`, or (null) of the questionnaire. */
export function useReceipts(userId: string, assessmentId: string | null) {
  const { data } = useQuery({
    queryKey: [...receiptsQueryKey, userId],
    queryFn: () => receiptsOnThisDevice(userId),
    networkMode: 'always',
    meta: { persist: false },
  });
  return (data ?? NONE).filter(({ receipt: { payload } }) =>
    assessmentId === null ? payload.sectionId === null : payload.assessmentId === assessmentId,
  );
}
