/**
 * What becomes of a key pressed during the post-answer lock (docs/decisions/030): no key is lost
 * without the candidate knowing.
 *
 * The lock (spec 001 section 4, POST_ANSWER_LOCK_MS from a final answer) has two parts:
 * - `moving`: the answered question is still on screen, the next one is coming. A key then is
 *   refused (the questionnaire says so, on screen and to screen readers): the candidate has not
 *   seen the next question, so the key cannot be meant for it, and carrying it over would let a
 *   double press answer a question nobody read.
 * - `arriving`: the next question is on screen, sliding in. A key then is meant for it: it is
 *   kept, and played to the question, in order, once the lock ends.
 * A key held down repeats; its repeats are not new presses and are let go.
 */
import { isTypingTarget } from './keyboard.ts';

export type LockPhase = 'open' | 'moving' | 'arriving';

/** What the questionnaire does with a key now. */
export type KeyFate = 'use' | 'refuse' | 'keep' | 'repeat';

export interface KeyPress {
  key: string;
  code?: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
}

/** A kept key: what is needed to press it again. */
export interface HeldKey {
  key: string;
  code: string;
  shiftKey: boolean;
}

/** Keys that answer, move within a question, confirm or edit (besides single characters). */
const ANSWERING_KEYS = new Set([
  'Enter',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Backspace',
  'Delete',
]);

/**
 * True for the keys the lock holds back: characters (letters, digits, Space, typing) and the keys
 * above. Tab, Escape, function keys and shortcuts with Ctrl, Alt or Meta always work: the lock
 * stops answers, not moving focus or the browser's own commands.
 */
export function isAnsweringKey(event: KeyPress): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return [...event.key].length === 1 || ANSWERING_KEYS.has(event.key);
}

export function keyFate(phase: LockPhase, event: KeyPress): KeyFate {
  if (phase === 'open' || !isAnsweringKey(event)) return 'use';
  if (event.repeat) return 'repeat';
  return phase === 'moving' ? 'refuse' : 'keep';
}

export function heldKey(event: KeyPress): HeldKey {
  return { key: event.key, code: event.code ?? '', shiftKey: event.shiftKey ?? false };
}

/**
 * Presses a kept key again on `target` (the element with focus once the lock is over): the page's
 * own handlers first, then, unless one of them took the key, what the browser does for a real key
 * and not for a replayed one: typing into a text field, and Enter or Space clicking a button.
 */
export function replayKey(target: HTMLElement, held: HeldKey): void {
  const event = new KeyboardEvent('keydown', {
    key: held.key,
    code: held.code,
    shiftKey: held.shiftKey,
    bubbles: true,
    cancelable: true,
  });
  if (!target.dispatchEvent(event)) return;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    if (isTypingTarget(target)) editText(target, held.key);
    else if (held.key === ' ') target.click();
  } else if (target instanceof HTMLButtonElement && (held.key === 'Enter' || held.key === ' ')) {
    target.click();
  }
}

/** Types or edits as the key would, and tells the page (React's onChange listens to `input`). */
function editText(field: HTMLInputElement | HTMLTextAreaElement, key: string): void {
  const text = field.value;
  const start = field.selectionStart ?? text.length;
  const end = field.selectionEnd ?? start;
  let value = text;
  let caret = start;
  if ([...key].length === 1) {
    value = text.slice(0, start) + key + text.slice(end);
    caret = start + key.length;
  } else if (key === 'Backspace') {
    const from = start === end ? Math.max(0, start - 1) : start;
    value = text.slice(0, from) + text.slice(end);
    caret = from;
  } else if (key === 'Delete') {
    const to = start === end ? Math.min(text.length, end + 1) : end;
    value = text.slice(0, start) + text.slice(to);
  } else if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End') {
    const moved = {
      ArrowLeft: Math.max(0, start - 1),
      ArrowRight: Math.min(text.length, end + 1),
      Home: 0,
      End: text.length,
    }[key];
    field.setSelectionRange(moved, moved);
    return;
  } else {
    return;
  }
  // The prototype's setter: a controlled React field then sees a change of its value.
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.setSelectionRange(caret, caret);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
