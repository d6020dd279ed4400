/** Shown instead of the app when the browser lacks what the app needs (see app/browser-support.ts). */
import { Link } from '@fluentui/react-components';
import { supportMailto } from './legal-links.ts';
import { StatusPage } from './status-page.tsx';

export function UnsupportedBrowser({ missing }: { missing: readonly string[] }) {
  return (
    <StatusPage
      title="Your browser is not supported"
      subtitle="Please use a recent version of Chrome or Firefox."
    >
      <p>
        This app keeps your work safe on your device while you are offline, and your browser does
        not offer everything it needs. We recommend the latest{' '}
        <Link href="https://www.google.com/chrome/">Google Chrome</Link> or{' '}
        <Link href="https://www.mozilla.org/firefox/">Mozilla Firefox</Link>. Private browsing
        windows may also turn off storage the app needs.
      </p>
      <p>Missing: {missing.join(', ')}.</p>
      <p>
        Need help? <Link href={supportMailto('Unsupported browser')}>Contact support</Link>.
      </p>
    </StatusPage>
  );
}
