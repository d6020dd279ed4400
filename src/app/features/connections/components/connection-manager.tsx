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
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { messages } from '../../../../domain/messages.ts';
import { addAlert } from '../../../components/alerts/alert-store.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { ProfilePage } from '../../../components/profile-page.tsx';
import { TabList } from '../../../components/tab-list.tsx';
import { paths } from '../../../config/paths.ts';
import {
  type AssociationItem,
  type InvitationItem,
  invitationFromAddress,
  opensModal,
} from '../lib/connection-lists.ts';
import { connectionTexts } from '../lib/connection-texts.ts';
import { useClaimFromCode } from '../lib/use-claim-from-code.ts';
import { useConnectionLists } from '../lib/use-connection-lists.ts';
import { CollapsibleSection, ListSection, ListStatus } from './connection-lists.tsx';
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
  const code = search.get('code')?.trim() || undefined;
  const companyName = search.get('companyName')?.trim() || undefined;
  const invitationId = search.get('invitationId')?.trim() || undefined;
  // An expired invitation link followed while signed in (sign-in's `?invitationExpired=true`).
  const linkExpired = search.get('invitationExpired') === 'true';
  const { online, claim, expired, notFound, retry } = useClaimFromCode(code);

  const lists = useConnectionLists(userId);
  const { invitations, pending, ignored, active, disconnected } = lists;
  const { invitationsState, associationsState, holdInvitation, holdAssociation } = lists;

  // The modal's invitation is kept once found: connecting moves it out of the lists it came from.
  const [modalFor, setModalFor] = useState<InvitationItem | null>(null);
  const [modalDone, setModalDone] = useState<string | null>(null);
  const claimed = claim.data && claim.variables?.code === code ? claim.data : undefined;
  const listed = invitationsState === 'ready' ? invitations : [];
  const wanted = code ? claimed : invitationFromAddress(listed, { invitationId, companyName });
  const wantedKey = `${code ?? ''}|${companyName ?? ''}|${invitationId ?? ''}`;
  const openable = opensModal(wanted) ? wanted : undefined;
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
    // The setters are stable; named so that the React Compiler keeps this memoization.
    [wantedKey, search, navigate, announce, setModalFor, setModalDone],
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

  return (
    <ProfilePage title={connectionTexts.title} intro={connectionTexts.intro} maxWidthPx={820}>
      {code || invitationId ? (
        <ClaimNote
          code={code}
          claim={claim}
          online={online}
          expired={expired}
          notFound={notFound}
          retry={retry}
          accepted={wanted?.status === 'ACCEPTED' ? wanted : undefined}
        />
      ) : null}
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

/**
 * What became of `?code=`'s claim (busy, offline, not found, failed), or that `?code=` or
 * `?invitationId=` names an invitation already accepted.
 */
function ClaimNote({
  code,
  claim,
  online,
  expired,
  notFound,
  retry,
  accepted,
}: ReturnType<typeof useClaimFromCode> & {
  code: string | undefined;
  accepted: InvitationItem | undefined;
}): ReactNode {
  if (code && claim.isPending) return <Spinner size="small" label={connectionTexts.claimBusy} />;
  if (code && !online && !claim.isSuccess) {
    return <FormAlert intent="warning">{connectionTexts.claimOffline}</FormAlert>;
  }
  if (code && notFound)
    return <FormAlert intent="error">{connectionTexts.claimNotFound}</FormAlert>;
  if (code && claim.isError && !expired) {
    return (
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
  }
  if (accepted) {
    return (
      <FormAlert intent="info">{connectionTexts.alreadyConnected(accepted.companyName)}</FormAlert>
    );
  }
  return null;
}
