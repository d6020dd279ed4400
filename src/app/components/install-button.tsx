/**
 * "Install app": rendered only when the browser offers installation (beforeinstallprompt, see
 * lib/pwa/install-prompt.ts), so it never shows a button that cannot work.
 */
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useInstallPrompt } from '../lib/pwa/install-prompt.ts';

const LABEL = 'Install app';

/** `compact`: the icon alone, named and with a tooltip (the small screens' one-row top bar). */
export function InstallButton({ compact = false }: { compact?: boolean }) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  const button = (
    <Button appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => void install()}>
      {compact ? null : LABEL}
    </Button>
  );
  return compact ? (
    <Tooltip content={LABEL} relationship="label">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
