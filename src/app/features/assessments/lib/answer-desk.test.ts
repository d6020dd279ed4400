import { describe, expect, it, vi } from 'vitest';
import { createAnswerDesk, noUnsavedAnswers, withUnsaved } from './answer-desk.ts';
import type { Answer } from './served-answers.ts';

const apple: Answer = [{ id: 'o-apple' }];
const stone: Answer = [{ id: 'o-stone' }];

/** A desk whose writes wait until the test settles them. */
function desk(current: (itemId: string) => { answer: Answer | undefined; onItsWay: boolean }) {
  const writes: { itemId: string; values: Answer; ok: () => void; fail: () => void }[] = [];
  const outcome = vi.fn();
  const d = createAnswerDesk({
    store: (itemId, values) =>
      new Promise((resolve, reject) =>
        writes.push({
          itemId,
          values,
          ok: () => resolve(undefined),
          fail: () => reject(new Error('full')),
        }),
      ),
    current,
    outcome,
  });
  return { d, writes, outcome };
}
const nothingShown = () => ({ answer: undefined, onItsWay: false });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the answer desk: an answer until the outbox holds it', () => {
  it('holds an answer only while it is written to this device, the newest per item', async () => {
    const { d, writes, outcome } = desk(nothingShown);
    const heard = vi.fn();
    d.subscribe(heard);
    d.answer('i1', stone);
    d.answer('i1', apple);
    expect(d.unsaved().storing.get('i1')).toEqual({ values: apple, writes: 2 });
    expect(heard).toHaveBeenCalledTimes(2);
    writes[0]!.ok();
    await flush();
    expect(d.unsaved().storing.get('i1')).toEqual({ values: apple, writes: 1 });
    writes[1]!.ok();
    await flush();
    // Stored: the outbox entry is the answer now, not the desk.
    expect(d.unsaved()).toEqual({ storing: new Map(), notSaved: new Map() });
    expect(outcome.mock.calls.map((c) => c[0])).toEqual([true, true]);
  });

  it('keeps an answer that could not be stored, "Not saved", until one is', async () => {
    const { d, writes, outcome } = desk(nothingShown);
    d.answer('i1', apple);
    writes[0]!.fail();
    await flush();
    expect([...d.unsaved().notSaved]).toEqual([['i1', apple]]);
    expect(outcome).toHaveBeenLastCalledWith(false, expect.any(Error));
    // The same answer again: written again (the candidate tries again).
    d.answer('i1', apple);
    expect(writes).toHaveLength(2);
    writes[1]!.ok();
    await flush();
    expect(d.unsaved().notSaved.size).toBe(0);
  });

  it('does not write again the answer on its way or received, even before a render', () => {
    const { d, writes } = desk((itemId) =>
      itemId === 'received'
        ? { answer: apple, onItsWay: true }
        : { answer: apple, onItsWay: false },
    );
    d.answer('i1', apple);
    d.answer('i1', [{ id: 'o-apple' }]);
    d.answer('received', apple);
    // Refused (not on its way): the same answer is written again.
    d.answer('refused', apple);
    expect(writes.map((w) => w.itemId)).toEqual(['i1', 'refused']);
    d.answer('received', stone);
    expect(writes.map((w) => w.itemId)).toEqual(['i1', 'refused', 'received']);
  });

  it('lays the answers it holds over the shown ones, one being written over one not saved', () => {
    const shown = new Map<string, Answer>([
      ['i1', stone],
      ['i2', stone],
    ]);
    const unsaved = {
      storing: new Map([['i1', { values: apple, writes: 1 }]]),
      notSaved: new Map<string, Answer>([
        ['i1', stone],
        ['i3', apple],
      ]),
    };
    expect([...withUnsaved(shown, unsaved)]).toEqual([
      ['i1', apple],
      ['i2', stone],
      ['i3', apple],
    ]);
    expect([...withUnsaved(new Map(), noUnsavedAnswers)]).toEqual([]);
  });
});
