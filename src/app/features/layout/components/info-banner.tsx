/**
 * The operator's info banner (GetCandidateConfig.bannerNotificationMessage; spec section 4): shown
 * when there is a message, the candidate has not dismissed that message, and no assessment runs in
 * this tab. Dismissal is remembered per message text, so a new message shows again. The text is
 * rendered as text (React escapes it): server-supplied content is never HTML.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useAssessmentRunning } from '../../../lib/pwa/service-worker.ts';
import { useCandidateConfig } from '../api/get-candidate-config.ts';
import { dismissBanner, isBannerDismissed } from '../lib/dismissals.ts';

const useStyles = makeStyles({ text: { whiteSpace: 'pre-line' } });

export function InfoBanner() {
  const styles = useStyles();
  const { data } = useCandidateConfig();
  const assessmentRunning = useAssessmentRunning();
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const message = data?.candidateConfig.bannerNotificationMessage?.trim() || null;
  if (!message || assessmentRunning || dismissedNow === message || isBannerDismissed(message)) {
    return null;
  }
  return (
    <MessageBar intent="info" layout="multiline" politeness="polite">
      <MessageBarBody className={styles.text}>{message}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label="Dismiss"
            icon={<DismissRegular />}
            onClick={() => {
              dismissBanner(message);
              setDismissedNow(message);
            }}
          />
        }
      />
    </MessageBar>
  );
}
