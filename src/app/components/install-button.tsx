/**
 * "Install app": rendered only when the browser offers installation (beforeinstallprompt, see
 * lib/pwa/install-prompt.ts), so it never shows a button that cannot work.
 */
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useInstallPrompt } from '../lib/pwa/install-prompt.ts';

export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => void install()}>
      Install app
    </Button>
  );
}
