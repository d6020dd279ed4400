/**
 * The connection manager's own wording. The spec's messages (load failures, empty states, the
 * expired link) are in src/domain/messages.ts; these are the product's, where the spec shows none.
 */
import type { AssociationStatus, InvitationStatus } from '../../../../domain/constants.ts';
import { PRODUCT_NAME } from '../../../components/logo.tsx';

export const connectionTexts = {
  title: 'Connection Manager',
  intro:
    'Firms invite you to connect so that they can consider you for their opportunities. Connect to share your profile and results with a firm; you can disconnect at any time.',
  tabsLabel: 'Invitations and connections',
  pendingHeading: 'Pending Invitations',
  ignoredHeading: 'Ignored Invitations',
  activeHeading: 'Active Connections',
  disconnectedHeading: 'Disconnected',
  // Under the spec's empty-state lines: how something gets into the list (issue 12).
  invitationsHowTo: `Firms invite you by e-mail: the message is called "<firm> invites you to connect on ${PRODUCT_NAME}" and has a link to the invitation. Open the link, or come back here: the invitation is listed on this tab, where you choose Connect or Ignore. Until then there is nothing for you to do.`,
  connectionsHowTo:
    'A firm becomes a connection when you choose Connect on its invitation (the Invitations tab). Connected firms see your profile and results once every check in the menu is marked; you can disconnect at any time.',
  notLoadedOffline:
    'This list has not been loaded on this device yet. Connect to the internet and it loads by itself.',
  unsentConnection: 'Saved on this device. It will be sent when you are back online.',
  claimOffline:
    "You're offline. Opening an invitation link needs a connection: it opens by itself once you are back online.",
  claimNotFound:
    'This invitation link is not valid. Please check the link in your e-mail, or ask your recruiter for a new invitation.',
  claimFailed:
    'Your invitation link could not be opened. Please check your connection and try again.',
  claimBusy: 'Opening your invitation…',
  alreadyConnected: (company: string) => `You are already connected with ${company}.`,
} as const;

export type InvitationAction = Extract<InvitationStatus, 'ACCEPTED' | 'IGNORED'>;

/** Button text, its in-flight text (spec section 4) and the accessible name with the company. */
export const invitationActionTexts: Record<
  InvitationAction,
  {
    label: string;
    busy: string;
    name: (company: string) => string;
    done: (company: string) => string;
  }
> = {
  ACCEPTED: {
    label: 'Connect',
    busy: 'Connecting...',
    name: (company) => `Connect with ${company}`,
    done: (company) => `You are now connected with ${company}.`,
  },
  IGNORED: {
    label: 'Ignore',
    busy: 'Ignoring...',
    name: (company) => `Ignore the invitation from ${company}`,
    done: (company) =>
      `You ignored the invitation from ${company}. It is listed under Ignored Invitations.`,
  },
};

export const associationActionTexts: Record<
  AssociationStatus,
  {
    label: string;
    busy: string;
    name: (company: string) => string;
    done: (company: string) => string;
  }
> = {
  INACTIVE: {
    label: 'Disconnect',
    busy: 'Disconnecting...',
    name: (company) => `Disconnect from ${company}`,
    done: (company) => `You disconnected from ${company}. It is listed under Disconnected.`,
  },
  ACTIVE: {
    label: 'Reconnect',
    busy: 'Reconnecting...',
    name: (company) => `Reconnect with ${company}`,
    done: (company) => `You are connected with ${company} again.`,
  },
};
