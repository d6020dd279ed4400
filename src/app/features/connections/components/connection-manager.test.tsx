import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../domain/messages.ts';
import type * as GraphqlModule from '../../../lib/api/graphql.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { applyDelivered } from '../../../lib/writes/cache.ts';
import type { OutboxWriteStatus } from '../../../lib/writes/use-write.ts';
import { updateCandidateInvitationWrite } from '../api/update-candidate-invitation.ts';

interface Item {
  _id: string;
  status: string;
  companyName: string;
  createdAt: string;
  updatedAt: string;
}
const item = (id: string, companyName: string, status: string): Item => ({
  _id: id,
  status,
  companyName,
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-06T10:00:00.000Z',
});

// The server, by operation name.
const server = vi.hoisted(() => ({
  invitations: [] as Item[],
  associations: [] as Item[],
  failInvitations: false,
  failAssociations: false,
  claim: null as null | { result?: Item; errorCode?: string },
  calls: [] as { name: string; variables: unknown }[],
}));
vi.mock('../../../lib/api/graphql.ts', async (importActual) => {
  const actual = await importActual<typeof GraphqlModule>();
  return {
    ...actual,
    gqlRequest: (document: { definitions: { name?: { value: string } }[] }, variables: unknown) => {
      const name = document.definitions[0]?.name?.value ?? '';
      server.calls.push({ name, variables });
      switch (name) {
        case 'GetCandidateInvitations': {
          if (server.failInvitations)
            return Promise.reject(new actual.GraphQLRequestError('boom', 500));
          const status = (variables as { status: string | null } | undefined)?.status;
          return Promise.resolve({
            candidateInvitations: server.invitations.filter((i) => !status || i.status === status),
          });
        }
        case 'GetCompanyCandidateAssociations':
          if (server.failAssociations)
            return Promise.reject(new actual.GraphQLRequestError('boom', 500));
          return Promise.resolve({ companyCandidateAssociations: server.associations });
        case 'ClaimInvitation':
          if (server.claim?.errorCode)
            return Promise.reject(
              new actual.GraphQLRequestError('refused', 400, server.claim.errorCode),
            );
          return Promise.resolve({ claimInvitation: server.claim?.result });
        default:
          return Promise.reject(new Error(`unexpected operation ${name}`));
      }
    },
  };
});

// The outbox: its entries (each save stores one) and each write's status, set by the test.
const outbox = vi.hoisted(() => ({
  statuses: new Map<string, OutboxWriteStatus>(),
  entries: [] as OutboxEntry[],
  listeners: new Set<() => void>(),
  saves: [] as { operation: string; variables: unknown }[],
  set(key: string, status: OutboxWriteStatus) {
    this.statuses.set(key, status);
    this.notify();
  },
  /** The server has the write: its entry leaves the outbox. */
  deliver(key: string) {
    this.entries = this.entries.filter((e) => e.coalesceKey !== key);
    this.set(key, 'saved');
  },
  notify() {
    for (const listener of this.listeners) listener();
  },
}));
vi.mock('../../../lib/outbox/use-outbox.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useOutbox: () => ({
      entries: useSyncExternalStore(
        (listener) => {
          outbox.listeners.add(listener);
          return () => outbox.listeners.delete(listener);
        },
        () => outbox.entries,
      ),
    }),
  };
});
vi.mock('../../../lib/writes/use-write.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useWrite: (definition: { operation: string }, { coalesceKey }: { coalesceKey: string }) => {
      const options = { coalesceKey, operation: definition.operation };
      const status = useSyncExternalStore(
        (listener) => {
          outbox.listeners.add(listener);
          return () => outbox.listeners.delete(listener);
        },
        () => outbox.statuses.get(options.coalesceKey) ?? 'idle',
      );
      return {
        status,
        error: status === 'failed' ? 'Refused by the server.' : null,
        pending: null,
        save: (variables: Record<string, unknown>) => {
          outbox.saves.push({ operation: options.operation, variables });
          const id = `entry-${outbox.saves.length}`;
          outbox.entries = [
            ...outbox.entries.filter((e) => e.coalesceKey !== options.coalesceKey),
            {
              id,
              userId: 'u1',
              operation: options.operation,
              document: '',
              variables: { ...variables, clientMutationId: id },
              createdAt: Date.parse('2025-03-01T12:00:00.000Z'),
              createdAtPerf: 0,
              attempts: 0,
              nextAttemptAt: 0,
              coalesceKey: options.coalesceKey,
              seq: outbox.saves.length,
            },
          ];
          outbox.set(options.coalesceKey, 'storing');
          return Promise.resolve();
        },
      };
    },
  };
});

const reported = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../lib/error-reporting.ts', () => ({
  reportError: (error: unknown) => reported.push(error),
}));

const { renderWithProviders } = await import('../../../test-support/providers.tsx');
const { ConnectionManager } = await import('./connection-manager.tsx');

function renderPage(path = '/connection-manager') {
  return renderWithProviders(
    <ConnectionManager userId="u1" expiredDialog={<p>Invitation Link Expired</p>} />,
    { path },
  );
}

beforeEach(() => {
  server.invitations = [item('i1', 'Acme', 'PENDING'), item('i2', 'Globex', 'IGNORED')];
  server.associations = [];
  server.failInvitations = false;
  server.failAssociations = false;
  server.claim = null;
  server.calls = [];
  outbox.statuses.clear();
  outbox.entries = [];
  outbox.saves = [];
  reported.length = 0;
});
afterEach(cleanup);

const openTab = (name: string) =>
  fireEvent.click(screen.getByRole('tab', { name: new RegExp(name) }));

describe('ConnectionManager', () => {
  it('lists pending and ignored invitations under headings, with named buttons', async () => {
    renderPage();
    const pending = await screen.findByRole('list', { name: 'Pending Invitations' });
    expect(within(pending).getByText('Acme')).toBeTruthy();
    // MM/DD/YYYY in the candidate's time zone (spec section 9).
    expect(within(pending).getByText(/Invited 01\/0[4-6]\/2025/)).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Connect with Acme' })).toBeTruthy();
    expect(
      within(pending).getByRole('button', { name: 'Ignore the invitation from Acme' }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Invitations/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel')).toBeTruthy();
    // Ignored Invitations is collapsed until opened; an ignored invitation offers Connect only.
    fireEvent.click(screen.getByRole('button', { name: 'Ignored Invitations (1)' }));
    const ignored = await screen.findByRole('list', { name: 'Ignored Invitations (1)' });
    expect(within(ignored).getByRole('button', { name: 'Connect with Globex' })).toBeTruthy();
    expect(within(ignored).queryByRole('button', { name: /Ignore/ })).toBeNull();
  });

  it('shows the empty states', async () => {
    server.invitations = [];
    renderPage();
    expect(await screen.findByText(messages.noActiveInvitations)).toBeTruthy();
    openTab('Connections');
    expect(await screen.findByText(messages.noActiveConnections)).toBeTruthy();
  });

  it('Connect: disabled with progress text in flight, then the firm is an active connection', async () => {
    const { queryClient } = renderPage();
    const connect = await screen.findByRole('button', { name: 'Connect with Acme' });
    fireEvent.click(connect);
    expect(outbox.saves).toEqual([
      { operation: 'UpdateCandidateInvitation', variables: { id: 'i1', status: 'ACCEPTED' } },
    ]);
    act(() => outbox.set('candidateInvitation:i1', 'sending'));
    const busy = screen.getByRole('button', { name: 'Connecting... Acme' });
    expect(busy.textContent).toBe('Connecting...');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen
        .getByRole('button', { name: 'Ignore the invitation from Acme' })
        .getAttribute('aria-disabled'),
    ).toBe('true');

    // Stored, and on its way: the row stays put.
    expect(screen.getByRole('list', { name: 'Pending Invitations' }).textContent).toContain('Acme');

    // Delivered: the outbox runs the write's declaration (the server's answer, then the refetch).
    const accepted = item('i1', 'Acme', 'ACCEPTED');
    server.invitations = [accepted, item('i2', 'Globex', 'IGNORED')];
    server.associations = [item('a1', 'Acme', 'ACTIVE')];
    act(() => {
      outbox.deliver('candidateInvitation:i1');
      void applyDelivered(
        queryClient,
        updateCandidateInvitationWrite,
        { id: 'i1', status: 'ACCEPTED' },
        { updateCandidateInvitation: accepted },
      );
    });
    expect(await screen.findByText(messages.noActiveInvitations)).toBeTruthy();
    // Said in the app's alerts region.
    expect(screen.getByRole('status').textContent).toBe('You are now connected with Acme.');
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain(
      'You are now connected with Acme.',
    );
    openTab('Connections');
    const active = await screen.findByRole('list', { name: 'Active Connections' });
    expect(within(active).getByText('Acme')).toBeTruthy();
    // (The refetch that follows the delivery is the write's declaration: app/write-registry.test.ts.)
    expect(
      await within(active).findByRole('button', { name: 'Disconnect from Acme' }),
    ).toBeTruthy();
  });

  it('Disconnect then shows the firm under Disconnected with Reconnect', async () => {
    server.associations = [item('a1', 'Acme', 'ACTIVE')];
    renderPage();
    openTab('Connections');
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect from Acme' }));
    expect(outbox.saves[0]).toEqual({
      operation: 'UpdateCompanyCandidateAssociation',
      variables: { id: 'a1', status: 'INACTIVE' },
    });
    act(() => outbox.set('companyCandidateAssociation:a1', 'sending'));
    expect(screen.getByRole('button', { name: 'Disconnecting... Acme' })).toBeTruthy();
    // Stored on this device (offline): the server still has the firm connected; the unsent
    // choice is laid over its list.
    act(() => outbox.set('companyCandidateAssociation:a1', 'savedOnDevice'));
    expect(await screen.findByText(messages.noActiveConnections)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You disconnected from Acme. It is listed under Disconnected.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Disconnected (1)' }));
    expect(await screen.findByRole('button', { name: 'Reconnect with Acme' })).toBeTruthy();
    expect(screen.getByText(/Saved on this device/)).toBeTruthy();
  });

  it('an unsent choice stays shown when the server’s older lists come back (a reload)', async () => {
    outbox.entries = [
      {
        id: 'e1',
        userId: 'u1',
        operation: 'UpdateCandidateInvitation',
        document: '',
        variables: { id: 'i1', status: 'IGNORED', clientMutationId: 'e1' },
        createdAt: Date.parse('2025-03-01T12:00:00.000Z'),
        createdAtPerf: 0,
        attempts: 1,
        nextAttemptAt: 0,
        coalesceKey: 'candidateInvitation:i1',
        seq: 1,
      },
    ];
    const { queryClient } = renderPage();
    expect(await screen.findByText(messages.noActiveInvitations)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ignored Invitations (2)' }));
    await act(() => queryClient.refetchQueries());
    expect(screen.getByRole('button', { name: 'Ignored Invitations (2)' })).toBeTruthy();

    // Refused by the server: its lists stand.
    act(() => {
      outbox.entries = [
        { ...outbox.entries[0]!, lastError: { message: 'No.', permanent: true, status: 400 } },
      ];
      outbox.notify();
    });
    expect(
      (await screen.findByRole('list', { name: 'Pending Invitations' })).textContent,
    ).toContain('Acme');
  });

  it("says each list's load failure in the spec's words and reports it", async () => {
    server.failInvitations = true;
    server.failAssociations = true;
    renderPage();
    expect(await screen.findByText(messages.invitationsLoadFailed)).toBeTruthy();
    openTab('Connections');
    expect(await screen.findByText(messages.connectionsLoadFailed)).toBeTruthy();
    expect(reported.length).toBe(2);
  });

  it('?companyName= opens the modal for that invitation; Not now removes the parameter', async () => {
    const { history } = renderPage('/connection-manager?companyName=acme&x=1');
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Acme' });
    expect(within(dialog).getByText('Acme has invited you to connect.')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Privacy Settings' }).getAttribute('href'),
    ).toBe('/user-settings');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(history.at(-1)).toBe('/connection-manager?x=1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("the modal's Connect saves and closes once delivered", async () => {
    renderPage('/connection-manager?companyName=Acme');
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Acme' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect with Acme' }));
    act(() => outbox.set('candidateInvitation:i1', 'sending'));
    expect(within(dialog).getByRole('button', { name: 'Connecting... Acme' })).toBeTruthy();
    act(() => outbox.deliver('candidateInvitation:i1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(outbox.saves).toEqual([
      { operation: 'UpdateCandidateInvitation', variables: { id: 'i1', status: 'ACCEPTED' } },
    ]);
  });

  it('?invitationId= opens the modal for that invitation of the list; another id shows nothing', async () => {
    const { history } = renderPage('/connection-manager?invitationId=i2');
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Globex' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(history.at(-1)).toBe('/connection-manager'));
    cleanup();

    for (const id of ['someone-elses', '%3Cscript%3E']) {
      renderPage(`/connection-manager?invitationId=${id}`);
      expect(await screen.findByRole('list', { name: 'Pending Invitations' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      cleanup();
    }
  });

  it('?invitationId= of an accepted invitation says the firm is connected, without a modal', async () => {
    server.invitations = [item('i3', 'Initech', 'ACCEPTED')];
    renderPage('/connection-manager?invitationId=i3');
    expect(await screen.findByText(/Initech/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('?code= claims the invitation and opens the modal for it', async () => {
    server.claim = { result: item('i9', 'Umbrella', 'PENDING') };
    renderPage('/connection-manager?code=XYZ');
    expect(await screen.findByRole('dialog', { name: 'Connect with Umbrella' })).toBeTruthy();
    const claim = server.calls.find((c) => c.name === 'ClaimInvitation');
    expect(claim?.variables).toMatchObject({ code: 'XYZ' });
  });

  it('an expired code shows the expired dialog, an unknown one a message', async () => {
    server.claim = { errorCode: 'INVITATION_EXPIRED' };
    renderPage('/connection-manager?code=OLD');
    expect(await screen.findByText('Invitation Link Expired')).toBeTruthy();
    cleanup();
    server.claim = { errorCode: 'NOT_FOUND' };
    renderPage('/connection-manager?code=NOPE');
    expect(await screen.findByText(/This invitation link is not valid/)).toBeTruthy();
  });
});
