/**
 * "Ready to work offline": shown once the service worker controls the page and holds every file
 * the app needs (lib/pwa/offline-ready.ts), so the candidate knows when losing the connection is
 * safe. Small and calm, at the foot of the page.
 *
 * Screen readers: the status region is always there, empty until the app is ready, so the text
 * appearing is announced once (politely); a page that opens already ready says nothing.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useOfflineReady } from '../lib/pwa/offline-ready.ts';

export const OFFLINE_READY_TEXT = 'Ready to work offline';

const useStyles = makeStyles({
  status: {
    margin: 0,
    minHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  mark: { color: tokens.colorPaletteGreenForeground1, marginRight: tokens.spacingHorizontalXS },
});

export function OfflineReadyStatus({ className }: { className?: string }) {
  const styles = useStyles();
  const ready = useOfflineReady();
  return (
    <p role="status" className={mergeClasses(styles.status, className)}>
      {ready ? (
        <>
          <span aria-hidden="true" className={styles.mark}>
            ✓
          </span>
          {OFFLINE_READY_TEXT}
        </>
      ) : null}
    </p>
  );
}
