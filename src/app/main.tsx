/**
 * The entry: error reporting first, then the browser check; then the app, the service worker and
 * the outbox. The outbox and the GraphQL client it sends through are imported lazily, the outbox
 * only once a session exists: the public pages' first load stays small.
 */
import './global.css';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { keepPageFocusSentinelsOutOfTabOrder } from './app/page-focus-sentinels.ts';
import { missingBrowserFeatures } from './app/browser-support.ts';
import { outboxFollowsSession } from './app/outbox-follows-session.ts';
import { UnsupportedBrowser } from './components/unsupported-browser.tsx';
import { initErrorReporting } from './lib/error-reporting.ts';
import { applyMotionTimings } from './lib/motion.ts';
import { applyFeatureFlagParam } from './lib/feature-flags.ts';
import type { SendBatchFn, SendFn } from './lib/outbox/types.ts';
import { registerServiceWorker } from './lib/pwa/service-worker.ts';
import { reloadOnStaleChunk } from './lib/pwa/stale-chunks.ts';
import { clearDeviceDataOnceSignedOut } from './lib/session.ts';

initErrorReporting();
applyMotionTimings();
// `?ff=true|false` on any first page (sign-in too) switches the feature flags on this device.
applyFeatureFlagParam(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const missing = missingBrowserFeatures();

if (missing.length > 0) {
  root.render(
    <FluentProvider theme={webLightTheme}>
      <UnsupportedBrowser missing={missing} />
    </FluentProvider>,
  );
} else {
  // The GraphQL client stays out of the first load: it is imported on the first send.
  const send: SendFn = async (entry, options) =>
    (await import('./lib/api/graphql.ts')).sendOutboxEntry(entry, options);
  const sendBatch: SendBatchFn = async (entries, options) =>
    (await import('./lib/api/graphql.ts')).sendOutboxBatch(entries, options);
  // A session that ended with the browser closed (a shared computer) or expired cookies may have
  // left the candidate's data: cleared now (docs/decisions/051; loaded only then).
  void clearDeviceDataOnceSignedOut();
  // The outbox starts with the first session and drains at each sign-in.
  outboxFollowsSession(send, sendBatch);
  keepPageFocusSentinelsOutOfTabOrder();
  registerServiceWorker();
  reloadOnStaleChunk();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
