/**
 * Download my data (docs/decisions/052): the file the server makes, after the password is
 * re-entered (`passwordRefusal`); it needs a connection and is never queued. Delete my account is
 * an online write (online-writes.ts).
 */
import { ACCOUNT_DATA_EXPORT_PATH } from '../../../../domain/account-data.ts';
import { restFile } from '../../../lib/api/rest.ts';
import { downloadBlob } from '../../../lib/download.ts';

/** The name in `Content-Disposition: attachment; filename="…"`. */
function attachmentName(header: string | null): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? 'my-data.json';
}

/** Fetches the file the server makes and saves it; its name. */
export async function downloadMyData(): Promise<string> {
  const response = await restFile(ACCOUNT_DATA_EXPORT_PATH);
  const name = attachmentName(response.headers.get('content-disposition'));
  downloadBlob(await response.blob(), name);
  return name;
}
