/**
 * Loading a rescue file (lib/rescue/rescue-file.ts) into this device's outbox: checked first (the
 * signed-in account's, unchanged), then queued in its order with each entry's own id, so the
 * server replays it exactly once and under the same deadline rules as on the device that saved it.
 */
import { importOutboxEntries } from '../../../lib/outbox/outbox.ts';
import { checkRescueFile, rescueMessages } from '../../../lib/rescue/rescue-file.ts';
import { rescueKeyFor } from '../../../lib/rescue/rescue-key.ts';

export type LoadResult = { ok: boolean; message: string };

/** `isSequenced`: the entry's write declares `sequenced` (app/write-registry.ts, given by the route). */
export async function loadRescueFile(
  file: Blob,
  userId: string,
  isSequenced: (operation: string) => boolean,
): Promise<LoadResult> {
  const checked = await checkRescueFile(await file.text(), userId, rescueKeyFor);
  if (!checked.ok) return { ok: false, message: checked.message };
  // They get this device's numbers after its own entries (docs/decisions/047).
  const queued = await importOutboxEntries(
    checked.entries.map((e) => (isSequenced(e.operation) ? { ...e, sequenced: true } : e)),
  );
  return queued.length === 0
    ? { ok: true, message: rescueMessages.nothingNew }
    : { ok: true, message: rescueMessages.loaded(queued.length) };
}
