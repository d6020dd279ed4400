/**
 * Reordering the chosen locations: a drop swaps two positions (spec section 2), and Move up / Move
 * down swap a card with its neighbour, so both ways give the same result. Each change comes with
 * the sentence a screen reader hears.
 */
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { GeoLocation } from '../../../../domain/work-preferences.ts';

/** `locations` with the places at `from` and `to` swapped (the same list when either is out of range). */
export function swapLocations<T extends GeoLocation>(
  locations: readonly T[],
  from: number,
  to: number,
): T[] {
  const next = [...locations];
  if (from === to || !next[from] || !next[to]) return next;
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** "Austin, TX moved to position 1. Denver, CO moved to position 2." (positions count from 1) */
export function swapAnnouncement(
  locations: readonly GeoLocation[],
  from: number,
  to: number,
): string {
  const moved = locations[from];
  const other = locations[to];
  if (!moved || !other || from === to) return '';
  return `${moved.label} moved to position ${to + 1}. ${other.label} moved to position ${from + 1}.`;
}

/** The words of the drag-and-drop announcements (dnd-kit's defaults read internal ids). */
export function dragAnnouncements(
  labelOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}, position ${positionOf(active.id) + 1}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${labelOf(active.id)} is over position ${positionOf(over.id) + 1}, ${labelOf(over.id)}.`
        : `${labelOf(active.id)} is over its own position.`,
    // The drop itself is announced by the list's own live region, as a move with the buttons is.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => `${labelOf(active.id)} was not moved.`,
  };
}
