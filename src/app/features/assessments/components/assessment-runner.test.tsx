/**
 * The runner against the real outbox (fake IndexedDB, started with a sender that answers like
 * the server) and a fake of the assessment API that follows the server's rules (the next section
 * is the first not complete; serving its questions starts its clock). Only gqlRequest is faked.
 */
import 'fake-indexeddb/auto';
import axe from 'axe-core';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_INPUT_DEBOUNCE_MS, assessmentMessages } from '../../../../domain/assessments.ts';
import type * as GraphqlModule from '../../../lib/api/graphql.ts';
import type { ItemGroup } from '../lib/responses.ts';
import type { LockManagerLike } from '../lib/tab-ownership.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import { choiceGroup, pointsGroup, textGroup } from '../../../test-support/assessment-sections.ts';

interface FakeSection {
  id: string;
  title: string;
  limitSeconds: number | null;
  informational?: boolean;
  groups: ItemGroup[];
  samples?: ItemGroup[];
}

const api = vi.hoisted(() => ({
  sections: [] as FakeSection[],
  status: new Map<string, 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETE'>(),
  deadline: new Map<string, number>(),
  responses: new Map<string, unknown[]>(),
  /** Every call, by operation name (queries and delivered writes). */
  calls: [] as { name: string; variables: Record<string, unknown> }[],
  refuseResponses: null as string | null,
}));

function next() {
  return api.sections.find((s) => api.status.get(s.id) !== 'COMPLETE');
}
const completed = () => api.sections.filter((s) => api.status.get(s.id) === 'COMPLETE').length;
const secondsLeft = (id: string) => {
  const at = api.deadline.get(id);
  return at === undefined ? null : Math.max(0, Math.floor((at - Date.now()) / 1000));
};
function served(section: FakeSection) {
  return section.groups.map((g) => ({
    ...g,
    items: g.items.map((item) => {
      const values = (api.responses.get(item.id) ?? []) as { id?: string; value?: string }[];
      return {
        ...item,
        value: g.itemType === 'TEXTINPUT' ? (values[0]?.value ?? null) : item.value,
        options: item.options.map((o) => ({ ...o, isSelected: values.some((v) => v.id === o.id) })),
      };
    }),
  }));
}

async function answer(name: string, variables: Record<string, unknown>): Promise<unknown> {
  api.calls.push({ name, variables });
  const { GraphQLRequestError } = await import('../../../lib/api/graphql.ts');
  const section = next();
  switch (name) {
    case 'GetAssessment':
      return {
        assessment: {
          id: 'lateral-v1',
          title: 'Lateral Law Assessment',
          status: section ? 'IN_PROGRESS' : 'COMPLETE',
          sections: api.sections.map((s) => ({
            id: s.id,
            title: s.title,
            status: api.status.get(s.id) ?? 'NOT_STARTED',
            timerMultiplier: 1,
          })),
        },
      };
    case 'GetNextAssessmentSectionInformation':
      return {
        nextAssessmentSectionInformation: section
          ? {
              id: section.id,
              title: section.title,
              status: api.status.get(section.id) ?? 'NOT_STARTED',
              completedSections: completed(),
              totalSections: api.sections.length,
              timerDuration: section.limitSeconds,
              timerRemaining:
                section.limitSeconds === null
                  ? null
                  : (secondsLeft(section.id) ?? section.limitSeconds),
              instructions: [`Instructions of ${section.title}`],
              isInformational: !!section.informational,
              sampleItemGroups: section.samples ?? [],
            }
          : {
              id: null,
              title: null,
              status: null,
              completedSections: completed(),
              totalSections: api.sections.length,
              timerDuration: null,
              timerRemaining: null,
              instructions: [],
              isInformational: false,
              sampleItemGroups: [],
            },
      };
    case 'GetNextAssessmentSectionQuestions': {
      if (!section) throw new Error('no section');
      if ((api.status.get(section.id) ?? 'NOT_STARTED') === 'NOT_STARTED') {
        api.status.set(section.id, 'IN_PROGRESS');
        if (section.limitSeconds !== null) {
          api.deadline.set(section.id, Date.now() + section.limitSeconds * 1000);
        }
      }
      return {
        nextAssessmentSectionQuestions: {
          id: section.id,
          status: 'IN_PROGRESS',
          completedSections: completed(),
          totalSections: api.sections.length,
          timeRemaining: secondsLeft(section.id),
          itemGroups: served(section),
        },
      };
    }
    case 'SubmitItemResponse': {
      if (api.refuseResponses) throw new GraphQLRequestError(api.refuseResponses, 400);
      api.responses.set(String(variables.id), variables.values as unknown[]);
      return {
        submitItemResponse: {
          status: 'IN_PROGRESS',
          timeRemaining: section ? secondsLeft(section.id) : null,
        },
      };
    }
    case 'AssessmentSectionClose':
      api.status.set(String(variables.id), 'COMPLETE');
      return { assessmentSectionClose: { id: variables.id, status: 'COMPLETE' } };
    default:
      throw new Error(`unexpected operation ${name}`);
  }
}

vi.mock('../../../lib/api/graphql.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphqlModule>()),
  gqlRequest: (
    document: { definitions: { kind: string; name?: { value: string } }[] },
    variables: Record<string, unknown> = {},
  ) => {
    const name = document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
    return answer(name ?? '', variables);
  },
}));

const { renderWithProviders } = await import('../../../test-support/providers.tsx');
const outbox = await import('../../../lib/outbox/outbox.ts');
const { AssessmentRunner } = await import('./assessment-runner.tsx');
const { writeFor } = await import('../../../app/write-registry.ts');
const { isOnline } = await import('../../../lib/pwa/online-status.ts');

const operationOf = (document: string) => /(mutation|query)\s+(\w+)/.exec(document)?.[2] ?? '';
/** What the sender saw (every write with its coalesce key, as stored). */
const sent: { operation: string; coalesceKey?: string; variables: Record<string, unknown> }[] = [];
let stopOutbox: () => void = () => undefined;
let offline = false;
/** The rendered runner's cache, which the outbox applies deliveries to (as main.tsx starts it). */
let queryClient: QueryClient | null = null;

beforeAll(() => {
  stopOutbox = outbox.startOutbox({
    send: async (entry) => {
      if (offline) throw new TypeError('Failed to fetch');
      sent.push({
        operation: entry.operation,
        coalesceKey: entry.coalesceKey,
        variables: entry.variables,
      });
      return answer(operationOf(entry.document), entry.variables);
    },
    getUserId: () => 'u1',
    writeFor,
    queryClient: () => queryClient,
  });
});
afterAll(() => stopOutbox());

function setOnline(online: boolean) {
  offline = !online;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  api.sections = [];
  api.status.clear();
  api.deadline.clear();
  api.responses.clear();
  api.calls = [];
  api.refuseResponses = null;
  sent.length = 0;
  setOnline(true);
});

afterEach(async () => {
  cleanup();
  queryClient = null;
  for (const entry of outbox.getOutboxState().entries) await outbox.discardOutboxEntry(entry.id);
});

/** The runner as the app mounts it: the outbox runs the writes' delivery declarations. */
async function renderRunner(
  variant: 'cognitive' | 'lateral',
  locks: LockManagerLike | null = null,
) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <AssessmentRunner
      assessmentId="lateral-v1"
      variant={variant}
      landingPath="/assessments/Lateral"
      userId="u1"
      nextSteps={[{ id: 'resume', label: 'Resume', href: '/resume' }]}
      locks={locks}
    />,
    { path: '/assessments/lateral-app', queryClient },
  );
}

const heading = () => screen.getByRole('heading', { level: 2 });
const button = (name: string) => screen.getByRole('button', { name });
const disabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
/** A button of "Before You Move On", once the dialog is open (and accessible). */
const dialogButton = (name: string) =>
  waitFor(() =>
    within(screen.getByRole('alertdialog', { name: 'Before You Move On' })).getByRole('button', {
      name,
    }),
  );
const questionCalls = () =>
  api.calls.filter((c) => c.name === 'GetNextAssessmentSectionQuestions').length;

describe('the assessment runner', { timeout: 20_000 }, () => {
  it('lateral: info, an informational section closed from its info, questions, Submit, the end', async () => {
    api.sections = [
      { id: 's1', title: 'Welcome', limitSeconds: null, informational: true, groups: [] },
      { id: 's2', title: 'Your views', limitSeconds: null, groups: [choiceGroup] },
    ];
    const view = await renderRunner('lateral');
    await waitFor(() => expect(heading().textContent).toBe('Welcome'));
    expect(screen.getByText('Instructions of Welcome')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '0% of sections completed' })).toBeTruthy();
    expect(document.activeElement).toBe(heading());

    fireEvent.click(button('Next'));
    await waitFor(() => expect(heading().textContent).toBe('Your views'));
    expect(sent.map((s) => [s.operation, s.variables.id, s.variables.closeType])).toEqual([
      ['AssessmentSectionClose', 's1', 'MANUAL'],
    ]);
    // The info screen first; its questions (and clock) only after Next.
    expect(questionCalls()).toBe(0);
    fireEvent.click(button('Next'));
    await waitFor(() => expect(screen.getByText('Answered 0 of 1')).toBeTruthy());
    expect(screen.getByText('Section 2 of 2')).toBeTruthy();
    const submit = button('Submit');
    expect(disabled(submit)).toBe(true);
    expect(screen.getByText(assessmentMessages.answerEveryQuestion)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Apple' }));
    expect(screen.getByText('Answered 1 of 1')).toBeTruthy();
    expect(screen.queryByText(assessmentMessages.answerEveryQuestion)).toBeNull();
    await waitFor(() => expect(api.responses.get('i-mc')).toEqual([{ id: 'o-apple' }]));
    const response = sent.find((s) => s.operation === 'SubmitItemResponse')!;
    // Every timed response reaches the server: no coalescing, and its own creation time.
    expect(response.coalesceKey).toBeUndefined();
    expect(Number.isNaN(Date.parse(String(response.variables.timestamp)))).toBe(false);

    fireEvent.click(button('Submit'));
    await waitFor(() => expect(heading().textContent).toBe("You've completed the assessment."));
    expect(screen.getByRole('progressbar', { name: '100% of sections completed' })).toBeTruthy();
    await waitFor(() => expect(api.status.get('s2')).toBe('COMPLETE'));
    // What comes next: the first thing left to do is the page's main action.
    expect(screen.getByRole('link', { name: 'Continue with Resume' }).getAttribute('href')).toBe(
      '/resume',
    );
    fireEvent.click(button('Close Assessment'));
    expect(view.history.at(-1)).toBe('/assessments/Lateral');
  });

  it('cognitive: Next while time remains asks "Before You Move On"; Cancel stays', async () => {
    api.sections = [
      { id: 'c1', title: 'Verbal', limitSeconds: 600, groups: [choiceGroup] },
      { id: 'c2', title: 'Numbers', limitSeconds: 600, groups: [textGroup] },
    ];
    await renderRunner('cognitive');
    await waitFor(() => expect(heading().textContent).toBe('Verbal'));
    expect(screen.getByText('Time limit: 10 minutes.')).toBeTruthy();
    fireEvent.click(button('Next'));
    await waitFor(() => expect(screen.getByRole('timer', { name: 'Time remaining' })).toBeTruthy());
    expect(screen.getByRole('timer').textContent).toMatch(/(10:00|09:5\d)$/);
    // The answered count beside the timer; no "Section X of Y" in the cognitive flow.
    expect(screen.getByText('Answered 0 of 1')).toBeTruthy();
    expect(screen.queryByText(/Section \d of \d/)).toBeNull();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Apple' }));
    fireEvent.click(button('Next'));
    fireEvent.click(await dialogButton('Cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(heading().textContent).toBe('Verbal');

    fireEvent.click(button('Next'));
    fireEvent.click(await dialogButton('Next Section'));
    await waitFor(() => expect(heading().textContent).toBe('Numbers'));
    expect(sent.map((s) => s.operation)).toEqual(['SubmitItemResponse', 'AssessmentSectionClose']);
    expect(sent[1]!.variables).toMatchObject({ id: 'c1', closeType: 'MANUAL' });
  });

  it('skips the info screen of a timed section already started', async () => {
    api.sections = [{ id: 'c1', title: 'Verbal', limitSeconds: 600, groups: [choiceGroup] }];
    api.status.set('c1', 'IN_PROGRESS');
    api.deadline.set('c1', Date.now() + 125_000);
    api.responses.set('i-mc', [{ id: 'o-stone' }]);
    await renderRunner('cognitive');
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/02:0[45]$/));
    expect(heading().textContent).toBe('Verbal');
    // The answer given before the reload shows.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Stone' }).checked).toBe(true);
    expect(screen.queryByText('Instructions of Verbal')).toBeNull();
  });

  it('asks for the section again once a probe reaches the server, though onLine never said offline', async () => {
    api.sections = [{ id: 'c1', title: 'Verbal', limitSeconds: 600, groups: [choiceGroup] }];
    api.status.set('c1', 'IN_PROGRESS');
    api.deadline.set('c1', Date.now() + 125_000);
    // The server cannot be reached while navigator.onLine stays true (a captive portal, a dead
    // link): sends and probes (GET /api/ping) fail, and no 'online' event will ever come.
    let reachable = false;
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string | URL, init?: RequestInit) =>
      url.toString().endsWith('/api/ping')
        ? reachable
          ? Promise.resolve(new Response(null, { status: 204 }))
          : Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(url, init),
    );
    try {
      await renderRunner('cognitive');
      await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/02:0[45]$/));
      offline = true;
      fireEvent.click(screen.getByRole('radio', { name: 'Apple' }));
      await waitFor(() => expect(screen.getByText(/Saved on this device/)).toBeTruthy(), {
        timeout: 5000,
      });
      // A probe failed: the app now says offline (the runner's status), navigator.onLine does not.
      await waitFor(() => expect(isOnline()).toBe(false), { timeout: 5000 });
      expect(navigator.onLine).toBe(true);
      const asked = questionCalls();
      // Meanwhile the server's clock for the section moved (an operator's extension, say).
      api.deadline.set('c1', Date.now() + 305_000);
      offline = false;
      reachable = true;
      await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/05:0[45]$/), {
        timeout: 10_000,
      });
      await waitFor(() => expect(questionCalls()).toBeGreaterThan(asked));
      await waitFor(() => expect(api.responses.get('i-mc')).toEqual([{ id: 'o-apple' }]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes to the landing page when no section is left', async () => {
    api.sections = [{ id: 's1', title: 'Done', limitSeconds: null, groups: [] }];
    api.status.set('s1', 'COMPLETE');
    const view = await renderRunner('lateral');
    await waitFor(() => expect(view.history.at(-1)).toBe('/assessments/Lateral'));
  });

  it('at zero: locks the section, queues its TIMER close, and offline waits at the boundary', async () => {
    api.sections = [
      { id: 'c1', title: 'Verbal', limitSeconds: 2, groups: [choiceGroup] },
      { id: 'c2', title: 'Numbers', limitSeconds: 600, groups: [textGroup] },
    ];
    await renderRunner('cognitive');
    await waitFor(() => expect(heading().textContent).toBe('Verbal'));
    fireEvent.click(button('Next'));
    await waitFor(() => expect(screen.getByRole('timer')).toBeTruthy());
    act(() => setOnline(false));
    // Offline within a section: answering goes on (stored on this device).
    fireEvent.click(screen.getByRole('radio', { name: 'Apple' }));
    await waitFor(
      () => expect(screen.getByText(assessmentMessages.offlineAtBoundary)).toBeTruthy(),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(
        outbox.getOutboxState().entries.map((e) => [e.operation, e.variables.closeType]),
      ).toEqual([
        ['SubmitItemResponse', undefined],
        ['AssessmentSectionClose', 'TIMER'],
      ]),
    );
    // Locked: the answer can no longer change.
    expect(screen.queryByRole('radio')).toBeNull();
    const asked = questionCalls();
    expect(asked).toBe(1);

    act(() => setOnline(true));
    outbox.drainOutboxNow();
    await waitFor(() => expect(heading().textContent).toBe('Numbers'), { timeout: 5000 });
    expect(api.responses.get('i-mc')).toEqual([{ id: 'o-apple' }]);
    expect(api.status.get('c1')).toBe('COMPLETE');
    // The next section's clock has not started: its info shows, its questions were not asked.
    expect(screen.getByText('Instructions of Numbers')).toBeTruthy();
    expect(questionCalls()).toBe(asked);
  });

  it('writes an answer once: the same points committed again are not sent again', async () => {
    api.sections = [{ id: 's1', title: 'Views', limitSeconds: null, groups: [pointsGroup] }];
    await renderRunner('lateral');
    await waitFor(() => expect(heading().textContent).toBe('Views'));
    fireEvent.click(button('Next'));
    const pay = await screen.findByRole('textbox', { name: 'Pay' });
    const team = screen.getByRole('textbox', { name: 'Team' });
    const responsesSent = () =>
      sent.filter((s) => s.operation === 'SubmitItemResponse').map((s) => s.variables.values);
    // All 10 points on Pay: complete, so it is saved (Team counts as 0).
    fireEvent.change(pay, { target: { value: '10' } });
    await waitFor(() => expect(responsesSent()).toHaveLength(1), { timeout: 5000 });
    // Team's 0 typed in afterwards: the same allocation, committed again once the field's
    // debounce has passed.
    fireEvent.change(team, { target: { value: '0' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, TEXT_INPUT_DEBOUNCE_MS + 200)));
    // A different allocation afterwards is sent: nothing waits in the outbox before it.
    fireEvent.change(pay, { target: { value: '4' } });
    fireEvent.change(team, { target: { value: '6' } });
    await waitFor(() => expect(responsesSent()).toHaveLength(2), { timeout: 5000 });
    expect(responsesSent()).toEqual([
      [
        { id: 'p-pay', value: '10' },
        { id: 'p-team', value: '0' },
      ],
      [
        { id: 'p-pay', value: '4' },
        { id: 'p-team', value: '6' },
      ],
    ]);
  });

  it("shows the server's refusal of a late answer in the section", async () => {
    api.sections = [{ id: 's1', title: 'Views', limitSeconds: null, groups: [choiceGroup] }];
    api.refuseResponses = assessmentMessages.pastDeadline;
    await renderRunner('lateral');
    await waitFor(() => expect(heading().textContent).toBe('Views'));
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Apple' }));
    // Once, in plain words, with what the receipt covers and no Retry (docs/decisions/053).
    await waitFor(() => expect(screen.getByText(runnerMessages.lateRefusedTitle(1))).toBeTruthy());
    expect(screen.getByText(runnerMessages.lateRefusedBody(1), { exact: false })).toBeTruthy();
    expect(screen.queryByText(assessmentMessages.pastDeadline)).toBeNull();
    expect(screen.queryByText('An answer was not recorded')).toBeNull();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('says when another tab runs the assessment, and takes over on request', async () => {
    api.sections = [{ id: 's1', title: 'Views', limitSeconds: null, groups: [choiceGroup] }];
    const requests: { ifAvailable?: boolean; steal?: boolean }[] = [];
    const locks: LockManagerLike = {
      request(_name, options, callback) {
        requests.push(options);
        // Held elsewhere until stolen.
        return Promise.resolve(callback(options.steal ? { name: 'lock' } : null));
      },
    };
    await renderRunner('lateral', locks);
    await waitFor(() => expect(screen.getByText(assessmentMessages.otherTabRunning)).toBeTruthy(), {
      timeout: 3000,
    });
    // The notice asks only what section is next (for its clock), which starts nothing. The notice
    // may show before that question is sent or answered: wait for it (a busy machine).
    await waitFor(() =>
      expect(new Set(api.calls.map((call) => call.name))).toEqual(
        new Set(['GetNextAssessmentSectionInformation']),
      ),
    );
    expect(await screen.findByText(runnerMessages.otherTabNoClock, { exact: false })).toBeTruthy();
    fireEvent.click(button('Take over here'));
    await waitFor(() => expect(heading().textContent).toBe('Views'));
    expect(requests.at(-1)).toMatchObject({ steal: true });
  });
});
