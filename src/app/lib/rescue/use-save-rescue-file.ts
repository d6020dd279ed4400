/**
 * "Save unsent answers to a file" (the connection banner): writes the candidate's unsent changes
 * into a signed rescue file (rescue-file.ts) and hands it to the browser as a download. Works
 * offline: the key was kept on this device while online (keepRescueKey, run here too).
 */
import { useCallback, useEffect, useState } from 'react';
import { downloadText } from '../download.ts';
import type { OutboxEntry } from '../outbox/types.ts';
import { createRescueFile, rescueFileName, rescueMessages } from './rescue-file.ts';
import { keepRescueKey, rescueKeyFor } from './rescue-key.ts';

export type SaveResult =
  | { ok: true; fileName: string; count: number; at: number }
  | { ok: false; message: string; at: number };

export function useSaveRescueFile(
  userId: string | null,
  entries: readonly OutboxEntry[],
  online: boolean,
): { save: () => Promise<void>; result: SaveResult | null } {
  const [result, setResult] = useState<SaveResult | null>(null);

  // Kept before it is needed: the moment the connection is gone is too late to fetch it.
  useEffect(() => {
    if (userId && online) keepRescueKey(userId);
  }, [userId, online]);

  const save = useCallback(async () => {
    if (!userId) return;
    const at = Date.now();
    const rescueKey = await rescueKeyFor(userId);
    if (!rescueKey) {
      setResult({ ok: false, message: rescueMessages.noKeyToSave, at });
      return;
    }
    const fileName = rescueFileName(new Date(at));
    downloadText(await createRescueFile(userId, entries, rescueKey, new Date(at)), fileName);
    setResult({ ok: true, fileName, count: entries.length, at });
  }, [userId, entries]);

  return { save, result };
}
