import { describe, expect, it } from 'vitest';
import { dragAnnouncements, swapAnnouncement, swapLocations } from './reorder.ts';

const austin = { label: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const denver = { label: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
const boston = { label: 'Boston, MA', lat: 42.3601, lng: -71.0589 };

describe('swapLocations', () => {
  it('swaps two positions and leaves the others in place', () => {
    expect(swapLocations([austin, denver, boston], 0, 2)).toEqual([boston, denver, austin]);
    expect(swapLocations([austin, denver, boston], 1, 0)).toEqual([denver, austin, boston]);
  });

  it('returns an unchanged copy for the same or an unknown position', () => {
    const list = [austin, denver];
    expect(swapLocations(list, 1, 1)).toEqual(list);
    expect(swapLocations(list, 0, 2)).toEqual(list);
    expect(swapLocations(list, -1, 0)).toEqual(list);
    expect(swapLocations(list, 0, 1)).not.toBe(list);
  });
});

describe('announcements', () => {
  it('say a swap in words, positions counted from 1', () => {
    expect(swapAnnouncement([austin, denver], 1, 0)).toBe(
      'Denver, CO moved to position 1. Austin, TX moved to position 2.',
    );
    expect(swapAnnouncement([austin], 0, 0)).toBe('');
  });

  it('name places, never ids, while dragging', () => {
    const list = [austin, denver];
    const ids = ['a', 'd'];
    const words = dragAnnouncements(
      (id) => list[ids.indexOf(String(id))]!.label,
      (id) => ids.indexOf(String(id)),
    );
    const active = { id: 'a' } as Parameters<typeof words.onDragStart>[0]['active'];
    const over = { id: 'd' } as NonNullable<Parameters<typeof words.onDragOver>[0]['over']>;
    expect(words.onDragStart({ active })).toBe('Picked up Austin, TX, position 1.');
    expect(words.onDragOver({ active, over })).toBe('Austin, TX is over position 2, Denver, CO.');
    expect(words.onDragEnd({ active, over })).toBeUndefined();
    expect(words.onDragCancel({ active, over: null })).toBe('Austin, TX was not moved.');
  });
});
