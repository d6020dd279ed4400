/**
 * One firm in a list: its name and date, and its actions (spec sections 2 and 4). A choice goes
 * through the outbox; while it is on its way the page holds the row where it is, its buttons
 * disabled with the progress text ('Connecting...'). Once delivered, or stored on this device while
 * offline, the row is let go and moves to the list the choice puts it in (the server's lists with
 * the unsent choices laid over them, lib/unsent-choices.ts); delivery's refetch confirms it.
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { SaveStatus } from '../../../components/save-status.tsx';
import { reportError } from '../../../lib/error-reporting.ts';
import type { OutboxWriteStatus } from '../../../lib/writes/use-write.ts';
import { useUpdateCandidateInvitation } from '../api/update-candidate-invitation.ts';
import { useUpdateCompanyCandidateAssociation } from '../api/update-company-candidate-association.ts';
import { refetchConnections } from '../lib/cache.ts';
import {
  type AssociationItem,
  type InvitationItem,
  isUnsentAssociation,
} from '../lib/connection-lists.ts';
import {
  isInFlight,
  type RowHold,
  useReleaseOnUnmount,
  useSettledWrite,
} from '../lib/use-settled-write.ts';
import {
  associationActionTexts,
  connectionTexts,
  type InvitationAction,
  invitationActionTexts,
} from '../lib/connection-texts.ts';
import { formatDisplayDate } from '../../../../domain/dates.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  company: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  date: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface RowProps<T extends { _id: string }> {
  userId: string;
  item: T;
  /** Tells the page what happened, for its announcement and focus. */
  onDone: (message: string) => void;
  /** Holds the row where it is while its choice is in progress. */
  hold: RowHold<T>;
}

function RowFrame({
  company,
  dateText,
  children,
  status,
}: {
  company: string;
  dateText: string;
  children: React.ReactNode;
  status: React.ReactNode;
}) {
  const styles = useStyles();
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <Text className={styles.company}>{company}</Text>
        <Text size={200} className={styles.date}>
          {dateText}
        </Text>
        {status}
      </div>
      <div className={styles.actions}>{children}</div>
    </li>
  );
}

/** Shown after a choice only when there is something to say (on this device, or refused). */
function RowStatus({ status, error }: { status: OutboxWriteStatus; error: string | null }) {
  if (status !== 'savedOnDevice' && status !== 'failed') return null;
  return <SaveStatus status={status} error={error} />;
}

export function InvitationRow({ userId, item, onDone, hold }: RowProps<InvitationItem>) {
  const queryClient = useQueryClient();
  const write = useUpdateCandidateInvitation(userId, item._id);
  useReleaseOnUnmount(hold.end, item._id);
  const { action, start } = useSettledWrite<InvitationAction>(write.status, (done, outcome) => {
    hold.end(item._id);
    // Refused: the row stays, and the server's lists are read again.
    if (outcome === 'failed') return void refetchConnections(queryClient);
    onDone(invitationActionTexts[done].done(item.companyName));
  });
  const actions: InvitationAction[] =
    item.status === 'PENDING' ? ['ACCEPTED', 'IGNORED'] : ['ACCEPTED'];
  const busy = action !== null || isInFlight(write.status);
  const choose = (status: InvitationAction) => {
    hold.start(item);
    start(status);
    write.save({ id: item._id, status }).catch((error: unknown) => reportError(error));
  };
  return (
    <RowFrame
      company={item.companyName}
      dateText={`${item.status === 'IGNORED' ? 'Ignored' : 'Invited'} ${formatDisplayDate(
        item.status === 'IGNORED' ? item.updatedAt : item.createdAt,
      )}`}
      status={<RowStatus status={write.status} error={write.error} />}
    >
      {actions.map((status) => {
        const texts = invitationActionTexts[status];
        const running = action === status;
        return (
          <Button
            key={status}
            appearance={status === 'ACCEPTED' ? 'primary' : 'secondary'}
            disabledFocusable={busy}
            aria-label={
              running ? `${texts.busy} ${item.companyName}` : texts.name(item.companyName)
            }
            onClick={() => choose(status)}
          >
            {running ? texts.busy : texts.label}
          </Button>
        );
      })}
    </RowFrame>
  );
}

export function AssociationRow({ userId, item, onDone, hold }: RowProps<AssociationItem>) {
  const queryClient = useQueryClient();
  const write = useUpdateCompanyCandidateAssociation(userId, item._id);
  useReleaseOnUnmount(hold.end, item._id);
  const target = item.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
  const { action, start } = useSettledWrite<typeof target>(write.status, (done, outcome) => {
    hold.end(item._id);
    if (outcome === 'failed') return void refetchConnections(queryClient);
    onDone(associationActionTexts[done].done(item.companyName));
  });
  const unsent = isUnsentAssociation(item);
  const texts = associationActionTexts[target];
  const running = action !== null;
  return (
    <RowFrame
      company={item.companyName}
      dateText={`${item.status === 'ACTIVE' ? 'Connected' : 'Disconnected'} ${formatDisplayDate(
        item.updatedAt,
      )}`}
      status={
        unsent ? (
          <Text size={200} role="status">
            {connectionTexts.unsentConnection}
          </Text>
        ) : (
          <RowStatus status={write.status} error={write.error} />
        )
      }
    >
      <Button
        appearance="secondary"
        disabledFocusable={unsent || running || isInFlight(write.status)}
        aria-label={running ? `${texts.busy} ${item.companyName}` : texts.name(item.companyName)}
        onClick={() => {
          hold.start(item);
          start(target);
          write
            .save({ id: item._id, status: target })
            .catch((error: unknown) => reportError(error));
        }}
      >
        {running ? texts.busy : texts.label}
      </Button>
    </RowFrame>
  );
}
