/**
 * Download my data and Delete my account (docs/decisions/052): both need a connection and the
 * password re-entered first (VerifyUserPassword, online-writes.ts); neither is ever queued.
 */
import { ACCOUNT_DATA_EXPORT_PATH } from '../../../../domain/account-data.ts';
import { messages } from '../../../../domain/messages.ts';
import { graphql } from '../../../gql/gql.ts';
import { ApiError, handleUnauthorized, NetworkError } from '../../../lib/api/errors.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import { downloadText } from '../../../lib/download.ts';
import { getToken } from '../../../lib/session.ts';
import { errorText } from '../lib/offline-messages.ts';
import { verifyUserPassword } from './online-writes.ts';

/** The name in `Content-Disposition: attachment; filename="…"`. */
function attachmentName(header: string | null): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? 'my-data.json';
}

/** Fetches the file the server makes and saves it; its name. */
export async function downloadMyData(): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(ACCOUNT_DATA_EXPORT_PATH, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the text is the body
    }
    throw new ApiError(response.status, body);
  }
  const name = attachmentName(response.headers.get('content-disposition'));
  downloadText(text, name);
  return name;
}

const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($reason: String, $clientMutationId: ID!) {
    deleteAccount(reason: $reason, clientMutationId: $clientMutationId) {
      erasureId
      erasedAt
    }
  }
`);

export const deleteAccount = (reason: string | null) =>
  gqlRequest(DeleteAccountDocument, { reason, clientMutationId: crypto.randomUUID() }).then(
    (data) => data.deleteAccount,
  );

/**
 * The password re-entered (VerifyUserPassword) before either: the field's message when it is
 * refused ('Password doesn't match our records.', the throttle's, no connection), else undefined.
 */
export async function passwordRefusal(password: string): Promise<string | undefined> {
  if (password === '') return messages.fieldRequired;
  try {
    const { verified } = await verifyUserPassword(password);
    return verified ? undefined : messages.passwordNotOurs;
  } catch (error) {
    return errorText(error);
  }
}
