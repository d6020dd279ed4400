/**
 * What the candidate needs to know about the connection and their unsent changes:
 * - offline: "You're offline. Changes are saved on this device…" with the count of unsent changes;
 * - online with changes still going out (for more than a moment): "Sending N changes…";
 * - each change the server refused, with the server's message and Retry / Discard.
 *
 * Screen readers: Fluent's MessageBar announces itself once, when it mounts (through the
 * AriaLiveAnnouncer around the app). Each state therefore has its own key, so a change of state
 * is announced once, while a count going down inside a state is not (no announcement per change).
 * "Sending" appears only after a delay, so that a save on a good connection is silent.
 *
 * While changes wait, "Save unsent answers to a file" writes them into a rescue file for another
 * device (lib/rescue/, docs/decisions/043); what came of it shows in its own bar, announced once.
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { paths } from '../config/paths.ts';
import { FADE_IN_CLASS } from '../lib/motion.ts';
import type { OutboxEntry } from '../lib/outbox/types.ts';
import { getOutboxUserId } from '../lib/outbox/outbox.ts';
import { useOutbox } from '../lib/outbox/use-outbox.ts';
import { useOnlineStatus } from '../lib/pwa/online-status.ts';
import { type SaveResult, useSaveRescueFile } from '../lib/rescue/use-save-rescue-file.ts';

/** Changes still going out after this long get the "Sending N changes…" bar. */
export const SENDING_BANNER_DELAY_MS = 2_000;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  count: { fontWeight: tokens.fontWeightSemibold },
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A change no declaration names: never its operation's name (docs/decisions/053). */
const aChange = () => 'a change';
const neverHidden = () => false;

/** True once `active` has stayed true for `delayMs`; false again as soon as it is false. */
function useActiveFor(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}

export interface ConnectionBannerProps {
  /** Whose changes; by default the user the outbox sends for. */
  userId?: string | null;
  /** The change in the candidate's words (app/write-registry.ts: each write's `label`). */
  describe?: (entry: OutboxEntry) => string;
  /** Refusals a screen reports itself (the timed runner's): left out here, so said once. */
  refusalShownByScreen?: (entry: OutboxEntry) => boolean;
}

export function ConnectionBanner({
  userId,
  describe = aChange,
  refusalShownByScreen = neverHidden,
}: ConnectionBannerProps) {
  const styles = useStyles();
  const online = useOnlineStatus();
  const outbox = useOutbox(userId);
  const { entries, pendingCount, loaded, retry, discard } = outbox;
  const failed = outbox.failed.filter((entry) => !refusalShownByScreen(entry));
  const showSending = useActiveFor(online && loaded && pendingCount > 0, SENDING_BANNER_DELAY_MS);
  const rescue = useSaveRescueFile(userId ?? getOutboxUserId(), entries, online);

  if (online && !showSending && failed.length === 0) return null;

  const saveAction =
    loaded && entries.length > 0 ? (
      <MessageBarActions>
        <Button size="small" onClick={() => void rescue.save()}>
          Save unsent answers to a file
        </Button>
      </MessageBarActions>
    ) : null;

  return (
    <div className={mergeClasses(styles.stack, FADE_IN_CLASS)}>
      {!online ? (
        <MessageBar key="offline" intent="warning" politeness="polite" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>You&apos;re offline.</MessageBarTitle>
            Changes are saved on this device and will be sent when you reconnect.
            {loaded && pendingCount > 0 ? (
              <>
                {' '}
                <span className={styles.count}>
                  {plural(pendingCount, 'unsent change', 'unsent changes')}
                </span>
              </>
            ) : null}
          </MessageBarBody>
          {saveAction}
        </MessageBar>
      ) : showSending ? (
        <MessageBar key="sending" intent="info" politeness="polite">
          <MessageBarBody>Sending {plural(pendingCount, 'change', 'changes')}…</MessageBarBody>
          {saveAction}
        </MessageBar>
      ) : null}
      {rescue.result ? <RescueFileSaved key={rescue.result.at} result={rescue.result} /> : null}
      {failed.map((entry) => {
        const name = describe(entry);
        return (
          // Polite too: Fluent would make an error bar assertive, interrupting the candidate.
          <MessageBar
            key={`failed-${entry.id}`}
            intent="error"
            politeness="polite"
            layout="multiline"
          >
            <MessageBarBody>
              <MessageBarTitle>Not saved: {name}.</MessageBarTitle>
              {entry.lastError?.message ?? 'The server refused this change.'}
            </MessageBarBody>
            <MessageBarActions>
              <Button
                size="small"
                aria-label={`Retry: ${name}`}
                onClick={() => void retry(entry.id)}
              >
                Retry
              </Button>
              <Button
                size="small"
                aria-label={`Discard: ${name}`}
                onClick={() => void discard(entry.id)}
              >
                Discard
              </Button>
            </MessageBarActions>
          </MessageBar>
        );
      })}
    </div>
  );
}

/** Where the file is loaded, as the candidate types it on the other device. */
const rescueAddress = () => `${window.location.host}${paths.rescue}`;

/** What came of "Save unsent answers to a file": one bar per attempt (keyed), announced once. */
function RescueFileSaved({ result }: { result: SaveResult }) {
  return result.ok ? (
    <MessageBar intent="success" politeness="polite" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          {plural(result.count, 'unsent answer', 'unsent answers')} saved to {result.fileName}.
        </MessageBarTitle>
        {/* Plain text, not a link: a click here must not take the candidate out of a timed section. */}
        To send them from another device, sign in there and open {rescueAddress()} (Load saved
        answers).
      </MessageBarBody>
    </MessageBar>
  ) : (
    <MessageBar intent="error" politeness="polite" layout="multiline">
      <MessageBarBody>{result.message}</MessageBarBody>
    </MessageBar>
  );
}
