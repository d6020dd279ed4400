import { describe, expect, it } from 'vitest';
import { testEntry } from '../../test-support/outbox-entry.ts';
import { OutboxView } from './view.ts';

const entry = testEntry;

const ids = (view: OutboxView) => view.entries.map((e) => e.id);

describe('outbox view', () => {
  it('keeps queue order as entries are added, changed and removed', () => {
    const view = new OutboxView();
    view.replaceAll([entry(1), entry(3)], 3);
    view.apply({ upserted: [entry(5)] });
    view.apply({ upserted: [entry(4)] });
    view.apply({ upserted: [entry(3, { attempts: 2 })], removedIds: ['e1'] });
    expect(ids(view)).toEqual(['e3', 'e4', 'e5']);
    expect(view.entries[0]?.attempts).toBe(2);
  });

  it('never brings back a removed entry on a late message', () => {
    const view = new OutboxView();
    view.replaceAll([entry(1)], 1);
    view.apply({ removedIds: ['e1'] });
    view.apply({ upserted: [entry(1, { inFlightAt: 5 })] }); // the claim, heard after the delivery
    expect(view.entries).toEqual([]);
  });

  it('drops an unknown entry older than the last full read (it was gone then)', () => {
    const view = new OutboxView();
    view.replaceAll([entry(2)], 2);
    view.apply({ upserted: [entry(1, { attempts: 1 })] });
    expect(ids(view)).toEqual(['e2']);
  });

  it('keeps what it heard while a full read ran', () => {
    const view = new OutboxView();
    view.replaceAll([entry(1), entry(2)], 2);
    view.apply({ upserted: [entry(3)], removedIds: ['e1'] });
    view.replaceAll([entry(1), entry(2)], 2); // a read that started before those changes
    expect(ids(view)).toEqual(['e2', 'e3']);
  });

  it('says when an entry before a seq may exist that it has not heard of', () => {
    const view = new OutboxView();
    view.replaceAll([entry(1)], 1);
    view.apply({ upserted: [entry(3)] }); // seq 2: another tab's, not heard yet
    expect(view.missesEntriesBefore(2)).toBe(false);
    expect(view.missesEntriesBefore(3)).toBe(true);
    view.apply({ upserted: [entry(2)] });
    expect(view.missesEntriesBefore(3)).toBe(false);
    view.apply({ removedIds: ['e2'] });
    expect(view.missesEntriesBefore(4)).toBe(false);
  });
});
