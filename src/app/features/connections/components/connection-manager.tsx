/**
 * /connection-manager (spec sections 2, 4 and 8): tabs Invitations and Connections, and the
 * connection modal opened from the address: `?companyName=` for that firm's pending (or ignored)
 * invitation, `?invitationId=` for one invitation of the caller's own list (after /login?id=; an id
 * not in it shows nothing), `?code=` for the invitation a link's code claims (this needs a
 * connection; an expired code shows 'Invitation Link Expired', given by the page as
 * `expiredDialog`, as does `?invitationExpired=true`: an expired link followed while signed in).
 * Closing the modal takes those parameters out of the address.
 */
import { Button, makeStyles, Spinner, Tab, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { messages } from '../../../../domain/messages.ts';
import { addAlert } from '../../../components/alerts/alert-store.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { ProfilePage } from '../../../components/profile-page.tsx';
import { TabList } from '../../../components/tab-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useCandidateInvitations } from '../../../lib/api/get-candidate-invitations.ts';
import { GraphQLRequestError } from '../../../lib/api/graphql.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useClaimInvitation } from '../api/claim-invitation.ts';
import { useCompanyCandidateAssociations } from '../api/get-company-candidate-associations.ts';
import { refetchConnections } from '../lib/cache.ts';
import {
  type AssociationItem,
  associationSections,
  type InvitationItem,
  invitationFromCompany,
  invitationSections,
  withHeldRows,
  withUnsentChoices,
} from '../lib/connection-lists.ts';
import { unsentChoices } from '../lib/unsent-choices.ts';
import { useHeldRows } from '../lib/use-settled-write.ts';
import { connectionTexts } from '../lib/connection-texts.ts';
import {
  CollapsibleSection,
  ListSection,
  listState,
  ListStatus,
  useReportLoadFailure,
} from './connection-lists.tsx';
import { ConnectionModal } from './connection-modal.tsx';
import { AssociationRow, InvitationRow } from './connection-row.tsx';

const useStyles = makeStyles({
  // Closer to the introduction (the page's gap plus the tabs' own padding left a hole), and the
  // first tab's label in line with the text: Fluent's tabs pad their labels by 10 px.
  tabs: {
    marginTop: `calc(-1 * ${tokens.spacingVerticalS})`,
    marginLeft: `calc(-1 * ${tokens.spacingHorizontalMNudge})`,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    paddingTop: tokens.spacingVerticalM,
    outline: 'none',
  },
});

type TabValue = 'invitations' | 'connections';
const MODAL_PARAMS = ['companyName', 'code', 'invitationId'] as const;
const CHOICE_ALERT_ID = 'connection-choice';

export interface ConnectionManagerProps {
  userId: string;
  /** Another modal blocks the page (the first-run contact details): the connection modal waits. */
  modalHeld?: boolean;
  /** 'Invitation Link Expired' (features/auth), shown when the code has expired. */
  expiredDialog: ReactNode;
}

/**
 * `?code=`: claims the invitation once per code, when online; what came of it. The claim is sent
 * directly, not through the outbox (it needs the server's answer to show anything): the modal shows
 * that answer, and the lists are read again to hold it (the envelope's count too).
 */
function useClaimFromCode(code: string | undefined) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const claim = useClaimInvitation();
  const { mutate } = claim;
  const claimed = useRef<string | null>(null);
  const run = useCallback(
    (value: string) => {
      claimed.current = value;
      mutate(
        { code: value, clientMutationId: crypto.randomUUID() },
        {
          onSuccess: () => void refetchConnections(queryClient),
        },
      );
    },
    [mutate, queryClient],
  );
  useEffect(() => {
    if (code && online && claimed.current !== code) run(code);
  }, [code, online, run]);
  const errorCode = claim.error instanceof GraphQLRequestError ? claim.error.code : undefined;
  return {
    online,
    claim,
    expired: errorCode === 'INVITATION_EXPIRED',
    notFound: errorCode === 'NOT_FOUND',
    retry: () => code && run(code),
  };
}

export function ConnectionManager({
  userId,
  modalHeld = false,
  expiredDialog,
}: ConnectionManagerProps) {
  const styles = useStyles();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<TabValue>('invitations');
  const panel = useRef<HTMLDivElement>(null);
  const invitationsQuery = useCandidateInvitations();
  const associationsQuery = useCompanyCandidateAssociations();
  const code = search.get('code')?.trim() || undefined;
  const companyName = search.get('companyName')?.trim() || undefined;
  const invitationId = search.get('invitationId')?.trim() || undefined;
  // An expired invitation link followed while signed in (sign-in's `?invitationExpired=true`).
  const linkExpired = search.get('invitationExpired') === 'true';
  const { online, claim, expired, notFound, retry } = useClaimFromCode(code);

  // The server's lists with the unsent choices on top; rows whose choice is in progress held.
  const { entries } = useOutbox(userId);
  const [heldInvitations, holdInvitation] = useHeldRows<InvitationItem>();
  const [heldAssociations, holdAssociation] = useHeldRows<AssociationItem>();
  const shown = useMemo(() => {
    const held = { invitations: heldInvitations, associations: heldAssociations };
    const lists = withUnsentChoices(
      {
        invitations: invitationsQuery.data?.candidateInvitations ?? [],
        associations: associationsQuery.data?.companyCandidateAssociations ?? [],
      },
      unsentChoices(entries, held),
    );
    return {
      invitations: withHeldRows(lists.invitations, heldInvitations),
      associations: withHeldRows(lists.associations, heldAssociations),
    };
  }, [invitationsQuery.data, associationsQuery.data, entries, heldInvitations, heldAssociations]);
  const { invitations, associations } = shown;
  const { pending, ignored } = invitationSections(invitations);
  const { active, disconnected } = associationSections(associations);
  const invitationsState = listState(invitationsQuery);
  const associationsState = listState(associationsQuery);
  useReportLoadFailure(
    invitationsState === 'failed',
    invitationsQuery.error,
    'GetCandidateInvitations',
  );
  useReportLoadFailure(
    associationsState === 'failed',
    associationsQuery.error,
    'GetCompanyCandidateAssociations',
  );

  // The modal's invitation is kept once found: connecting moves it out of the lists it came from.
  const [modalFor, setModalFor] = useState<InvitationItem | null>(null);
  const [modalDone, setModalDone] = useState<string | null>(null);
  let wanted: InvitationItem | undefined;
  if (code) {
    wanted = claim.data && claim.variables?.code === code ? claim.data : undefined;
  } else if (invitationsState === 'ready') {
    // The list is the caller's own (the server's answer): any other id finds nothing here.
    wanted = invitationId
      ? invitations.find((i) => i._id === invitationId)
      : companyName
        ? invitationFromCompany(invitations, companyName)
        : undefined;
  }
  const wantedKey = `${code ?? ''}|${companyName ?? ''}|${invitationId ?? ''}`;
  const openable =
    wanted && (wanted.status === 'PENDING' || wanted.status === 'IGNORED') ? wanted : undefined;
  if (openable && !modalFor && modalDone !== wantedKey && !modalHeld) setModalFor(openable);

  // What a choice did, as the app's alert (one at a time: the next choice replaces it).
  const announce = useCallback((message: string) => {
    addAlert({ message, level: 'success', alertId: CHOICE_ALERT_ID });
    // The button pressed has gone with its row: keep the focus in the page.
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
  }, []);

  const closeModal = useCallback(
    (message?: string) => {
      setModalFor(null);
      setModalDone(wantedKey);
      const rest = new URLSearchParams(search);
      for (const name of MODAL_PARAMS) rest.delete(name);
      const query = rest.toString();
      navigate(`${paths.connectionManager}${query ? `?${query}` : ''}`, { replace: true });
      if (message) announce(message);
      else panel.current?.focus();
    },
    [wantedKey, search, navigate, announce],
  );

  // One row per item, in whichever section the item's status puts it.
  const invitationRow = (item: InvitationItem) => (
    <InvitationRow
      key={item._id}
      userId={userId}
      item={item}
      onDone={announce}
      hold={holdInvitation}
    />
  );
  const associationRow = (item: AssociationItem) => (
    <AssociationRow
      key={item._id}
      userId={userId}
      item={item}
      onDone={announce}
      hold={holdAssociation}
    />
  );

  let claimNote: ReactNode = null;
  if (code && claim.isPending) {
    claimNote = <Spinner size="small" label={connectionTexts.claimBusy} />;
  } else if (code && !online && !claim.isSuccess) {
    claimNote = <FormAlert intent="warning">{connectionTexts.claimOffline}</FormAlert>;
  } else if (code && notFound) {
    claimNote = <FormAlert intent="error">{connectionTexts.claimNotFound}</FormAlert>;
  } else if (code && claim.isError && !expired) {
    claimNote = (
      <FormAlert
        intent="error"
        actions={
          <Button size="small" onClick={retry}>
            Try again
          </Button>
        }
      >
        {connectionTexts.claimFailed}
      </FormAlert>
    );
  } else if ((code || invitationId) && wanted?.status === 'ACCEPTED') {
    claimNote = (
      <FormAlert intent="info">{connectionTexts.alreadyConnected(wanted.companyName)}</FormAlert>
    );
  }

  return (
    <ProfilePage title={connectionTexts.title} intro={connectionTexts.intro} maxWidthPx={820}>
      {claimNote}
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as TabValue)}
        aria-label={connectionTexts.tabsLabel}
        className={styles.tabs}
      >
        <Tab value="invitations" id="connections-tab-invitations" aria-controls="connections-panel">
          {pending.length > 0 ? `Invitations (${pending.length})` : 'Invitations'}
        </Tab>
        <Tab value="connections" id="connections-tab-connections" aria-controls="connections-panel">
          Connections
        </Tab>
      </TabList>
      <div
        ref={panel}
        id="connections-panel"
        role="tabpanel"
        aria-labelledby={`connections-tab-${tab}`}
        tabIndex={-1}
        className={styles.panel}
      >
        {tab === 'invitations' ? (
          <>
            <ListSection
              heading={connectionTexts.pendingHeading}
              empty={messages.noActiveInvitations}
              emptyHowTo={connectionTexts.invitationsHowTo}
              status={
                invitationsState === 'ready' ? undefined : (
                  <ListStatus state={invitationsState} failure={messages.invitationsLoadFailed} />
                )
              }
            >
              {pending.map(invitationRow)}
            </ListSection>
            <CollapsibleSection heading={connectionTexts.ignoredHeading}>
              {ignored.map(invitationRow)}
            </CollapsibleSection>
          </>
        ) : (
          <>
            <ListSection
              heading={connectionTexts.activeHeading}
              empty={messages.noActiveConnections}
              emptyHowTo={connectionTexts.connectionsHowTo}
              status={
                associationsState === 'ready' ? undefined : (
                  <ListStatus state={associationsState} failure={messages.connectionsLoadFailed} />
                )
              }
            >
              {active.map(associationRow)}
            </ListSection>
            <CollapsibleSection heading={connectionTexts.disconnectedHeading}>
              {disconnected.map(associationRow)}
            </CollapsibleSection>
          </>
        )}
      </div>
      {modalFor ? (
        <ConnectionModal
          userId={userId}
          invitation={modalFor}
          onClose={closeModal}
          hold={holdInvitation}
        />
      ) : null}
      {(code && expired) || linkExpired ? expiredDialog : null}
    </ProfilePage>
  );
}
