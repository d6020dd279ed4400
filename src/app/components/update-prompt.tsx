/**
 * "A new version is available." with "Update now": shown when a new build's service worker waits
 * (lib/pwa/service-worker.ts), never while an assessment runs. The candidate chooses when; applying
 * reloads the page once the new version is in control.
 *
 * Screen readers: the bar is a status region (polite) and, inside the app's AriaLiveAnnouncer,
 * Fluent announces it once when it appears.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useServiceWorkerUpdate } from '../lib/pwa/service-worker.ts';

export function UpdatePrompt() {
  const { updateAvailable, applyUpdate } = useServiceWorkerUpdate();
  const [applying, setApplying] = useState(false);
  if (!updateAvailable) return null;

  const onUpdate = async () => {
    setApplying(true);
    // On success the page reloads; on refusal (an assessment started meanwhile) the bar stays.
    if (!(await applyUpdate())) setApplying(false);
  };

  return (
    <MessageBar intent="info" politeness="polite" role="status">
      <MessageBarBody>
        <MessageBarTitle>A new version is available.</MessageBarTitle>
        Update to get the latest improvements; the page will reload.
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" size="small" onClick={onUpdate} disabledFocusable={applying}>
          {applying ? 'Updating…' : 'Update now'}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
