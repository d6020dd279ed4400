/**
 * The chosen locations as numbered cards, first choice first (spec section 2). Dragging a card
 * (by its handle) onto another swaps the two; Move up / Move down do the same with a neighbour,
 * for keyboards and single pointers (WCAG 2.1.1, 2.5.7); Remove takes a card out. Every change is
 * said in words in a live region, and focus stays on the button that was used.
 */
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { locationKey, type GeoLocation } from '../../../../domain/work-preferences.ts';
import { dragAnnouncements, swapAnnouncement, swapLocations } from '../lib/reorder.ts';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto auto 1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    outline: `${tokens.strokeWidthThick} solid transparent`,
  },
  over: { outlineColor: tokens.colorBrandStroke1 },
  dragging: { position: 'relative', zIndex: 1, boxShadow: tokens.shadow16, opacity: 0.9 },
  handle: {
    display: 'grid',
    placeItems: 'center',
    cursor: 'grab',
    // The handle takes touch gestures for dragging; the rest of the page still scrolls.
    touchAction: 'none',
    color: tokens.colorNeutralForeground3,
    fontSize: '20px',
    padding: tokens.spacingVerticalXS,
  },
  number: {
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  label: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

type Action = 'up' | 'down' | 'remove';

export interface LocationListProps {
  locations: readonly GeoLocation[];
  onChange: (locations: GeoLocation[]) => void;
  /** Where focus goes when the last card is removed. */
  onEmptied?: () => void;
}

export function LocationList({ locations, onChange, onEmptied }: LocationListProps) {
  const styles = useStyles();
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ id: string; action: Action } | null>(null);
  const ids = useMemo(() => locations.map(locationKey), [locations]);

  // After a move the card's DOM node moves too, which drops focus: put it back on the same button
  // (disabled-focusable at either end, so it can keep focus there).
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const button = buttons.current.get(`${target.id}:${target.action}`);
    button?.focus();
  }, [locations]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const labelOf = (id: UniqueIdentifier) => locations[indexOf(id)]?.label ?? '';

  const swap = (from: number, to: number, focus?: { id: string; action: Action }) => {
    if (to < 0 || to >= locations.length || from === to) return;
    setAnnouncement(swapAnnouncement(locations, from, to));
    focusNext.current = focus ?? null;
    onChange(swapLocations(locations, from, to));
  };

  const remove = (index: number) => {
    const removed = locations[index]!;
    const rest = locations.filter((_, i) => i !== index);
    setAnnouncement(`${removed.label} removed.`);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    focusNext.current = neighbour ? { id: locationKey(neighbour), action: 'remove' } : null;
    onChange(rest);
    if (!neighbour) onEmptied?.();
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) swap(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: dragAnnouncements(labelOf, indexOf),
        screenReaderInstructions: {
          draggable:
            'Drag a card onto another to swap their positions, or use its Move up and Move down buttons.',
        },
      }}
    >
      <ol className={styles.list} aria-label="Your locations, in order of preference">
        {locations.map((location, index) => {
          const id = ids[index]!;
          const ref = (action: Action) => (node: HTMLButtonElement | null) => {
            if (node) buttons.current.set(`${id}:${action}`, node);
            else buttons.current.delete(`${id}:${action}`);
          };
          return (
            <LocationCard
              key={id}
              id={id}
              location={location}
              position={index + 1}
              first={index === 0}
              last={index === locations.length - 1}
              buttonRef={ref}
              onMoveUp={() => swap(index, index - 1, { id, action: 'up' })}
              onMoveDown={() => swap(index, index + 1, { id, action: 'down' })}
              onRemove={() => remove(index)}
            />
          );
        })}
      </ol>
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </DndContext>
  );
}

interface LocationCardProps {
  id: string;
  location: GeoLocation;
  position: number;
  first: boolean;
  last: boolean;
  buttonRef: (action: Action) => (node: HTMLButtonElement | null) => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

function LocationCard({
  id,
  location,
  position,
  first,
  last,
  buttonRef,
  onMoveUp,
  onMoveDown,
  onRemove,
}: LocationCardProps) {
  const styles = useStyles();
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({
    id,
  });
  const drop = useDroppable({ id });
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        drop.setNodeRef(node);
      }}
      className={mergeClasses(
        styles.card,
        drop.isOver && !isDragging && styles.over,
        isDragging && styles.dragging,
      )}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
      data-testid="location-card"
    >
      {/* The pointer's way to reorder; keyboards and screen readers use the buttons. */}
      <span
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-hidden="true"
        title="Drag onto another card to swap"
        data-testid="drag-handle"
        {...listeners}
      >
        <ReOrderDotsVerticalRegular />
      </span>
      <span className={styles.number} aria-hidden="true">
        {position}
      </span>
      <Text className={styles.label} weight="semibold">
        {location.label}
      </Text>
      <span className={styles.actions}>
        <Button
          ref={buttonRef('up')}
          appearance="subtle"
          icon={<ArrowUpRegular />}
          aria-label={`Move up: ${location.label}`}
          title="Move up"
          disabledFocusable={first}
          onClick={onMoveUp}
        />
        <Button
          ref={buttonRef('down')}
          appearance="subtle"
          icon={<ArrowDownRegular />}
          aria-label={`Move down: ${location.label}`}
          title="Move down"
          disabledFocusable={last}
          onClick={onMoveDown}
        />
        <Button
          ref={buttonRef('remove')}
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={`Remove: ${location.label}`}
          title="Remove"
          onClick={onRemove}
        />
      </span>
    </li>
  );
}
