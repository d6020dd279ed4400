/** `/rescue`: loading a file of unsent answers saved on another device (docs/decisions/043). */
import { useDocumentTitle } from '../components/use-document-title.ts';
import { LoadRescueFilePage } from '../features/rescue/components/load-rescue-file-page.tsx';
import { useSignedIn } from './signed-in-frame.tsx';
import { writeFor } from '../app/write-registry.ts';

const isSequenced = (operation: string) => writeFor(operation)?.sequenced === true;

export function RescueRoute() {
  useDocumentTitle('Load saved answers');
  const { user } = useSignedIn();
  return <LoadRescueFilePage userId={user.id} isSequenced={isSequenced} />;
}
