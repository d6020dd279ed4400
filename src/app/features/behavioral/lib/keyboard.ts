/**
 * Pure keyboard rules of the questionnaire (spec section 2: letter keys from A pick options, arrows
 * move the scale, digits pick a scale value RATING_DIGIT_DELAY_MS after the last one, Enter
 * confirms).
 */
import { RATING_MAX, RATING_MIN } from '../../../../domain/survey.ts';

interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const TEXT_INPUT_TYPES_WITHOUT_TYPING = new Set([
  'button',
  'checkbox',
  'radio',
  'reset',
  'submit',
  'image',
  'range',
  'color',
  'file',
]);

/**
 * True when the key goes into a field that takes typing (text inputs, textareas, selects with
 * their own typeahead, editable content): letter and digit shortcuts must then stay out of it.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !TEXT_INPUT_TYPES_WITHOUT_TYPING.has(target.type);
  }
  // isContentEditable is not computed everywhere (jsdom), the attribute is.
  return (
    (target instanceof HTMLElement && target.isContentEditable === true) ||
    target.closest(
      '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]',
    ) != null
  );
}

/** True for native buttons: Enter and Space already click them, so shortcuts leave them alone. */
export function isButtonTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLButtonElement;
}

const hasModifier = (event: KeyLike) => Boolean(event.ctrlKey || event.metaKey || event.altKey);

/** The letter shown on option `index` (A, B, …), or '' past Z (those options take no letter). */
export function optionLetter(index: number): string {
  return index >= 0 && index < 26 ? String.fromCharCode(65 + index) : '';
}

/** The option index a letter key picks (a/A → 0), or null for any other key or a modifier. */
export function letterIndex(event: KeyLike, optionCount: number): number | null {
  if (hasModifier(event) || !/^[a-z]$/i.test(event.key)) return null;
  const index = event.key.toUpperCase().charCodeAt(0) - 65;
  return index < optionCount ? index : null;
}

/**
 * Where an arrow (or Home/End) key moves a selection among `count` items, or null for other keys.
 * Right/Down go to the next item, Left/Up to the previous (as native radio groups do); the ends
 * stop rather than wrap (a scale has no "after 10"). With nothing selected, any arrow starts at
 * the first item.
 */
export function arrowMove(event: KeyLike, current: number, count: number): number | null {
  if (hasModifier(event) || count === 0) return null;
  const last = count - 1;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, last);
    case 'ArrowLeft':
    case 'ArrowUp':
      return current < 0 ? 0 : Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** The digit a key types (0-9), or null. */
export function digitOf(event: KeyLike): number | null {
  if (hasModifier(event) || !/^[0-9]$/.test(event.key)) return null;
  return Number(event.key);
}

/**
 * One step of the rating's digit buffer: the value that waits to be picked after the digit. Every
 * value is picked RATING_DIGIT_DELAY_MS after the last digit (spec 001 section 2, 400 ms), so a
 * candidate can correct a digit and "1" can become "10":
 * - "1" to "9" wait as that value (a newer digit replaces an older one);
 * - "0" right after a waiting "1" makes it 10;
 * - "0" alone, or after anything else, clears the wait.
 */
export function digitStep(pending: number | null, digit: number): number | null {
  if (pending === 1 && digit === 0) return 10;
  if (digit >= RATING_MIN && digit <= Math.min(9, RATING_MAX)) return digit;
  return null;
}
