import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldKey, isAnsweringKey, keyFate, replayKey } from './keys-during-lock.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keys during the post-answer lock', () => {
  it('uses every key when there is no lock', () => {
    expect(keyFate('open', { key: 'a' })).toBe('use');
    expect(keyFate('open', { key: 'Enter', repeat: true })).toBe('use');
  });

  it('refuses answering keys before the next question shows, and keeps them once it shows', () => {
    for (const key of ['a', 'B', '7', ' ', 'Enter', 'ArrowRight', 'Home', 'Backspace']) {
      expect(keyFate('moving', { key }), key).toBe('refuse');
      expect(keyFate('arriving', { key }), key).toBe('keep');
    }
  });

  it('lets Tab, Escape, function keys and shortcuts through during the lock', () => {
    for (const phase of ['moving', 'arriving'] as const) {
      expect(keyFate(phase, { key: 'Tab' })).toBe('use');
      expect(keyFate(phase, { key: 'Tab', shiftKey: true })).toBe('use');
      expect(keyFate(phase, { key: 'Escape' })).toBe('use');
      expect(keyFate(phase, { key: 'F5' })).toBe('use');
      expect(keyFate(phase, { key: 'Shift' })).toBe('use');
      expect(keyFate(phase, { key: 'r', ctrlKey: true })).toBe('use');
      expect(keyFate(phase, { key: 'c', metaKey: true })).toBe('use');
      expect(keyFate(phase, { key: 'a', altKey: true })).toBe('use');
    }
    expect(isAnsweringKey({ key: 'é' })).toBe(true);
  });

  it('lets the repeats of a key held down go: the press that started them was used', () => {
    expect(keyFate('moving', { key: 'b', repeat: true })).toBe('repeat');
    expect(keyFate('arriving', { key: 'b', repeat: true })).toBe('repeat');
  });

  it('keeps what is needed to press the key again', () => {
    expect(heldKey({ key: 'A', code: 'KeyA', shiftKey: true, repeat: false })).toEqual({
      key: 'A',
      code: 'KeyA',
      shiftKey: true,
    });
  });
});

describe('replaying a kept key', () => {
  it("goes to the page's handlers first, bubbling as a real key does", () => {
    const parent = document.createElement('div');
    const target = document.createElement('div');
    parent.append(target);
    document.body.append(parent);
    const seen: string[] = [];
    parent.addEventListener('keydown', (event) =>
      seen.push(`${event.key}${event.shiftKey ? '+shift' : ''}`),
    );
    replayKey(target, { key: '7', code: 'Digit7', shiftKey: false });
    replayKey(target, { key: 'B', code: 'KeyB', shiftKey: true });
    expect(seen).toEqual(['7', 'B+shift']);
  });

  it('types into a text field at the caret, and edits with Backspace, Delete and the arrows', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const typed: string[] = [];
    input.addEventListener('input', () => typed.push(input.value));
    for (const key of [
      'a',
      'b',
      'c',
      'ArrowLeft',
      'Backspace',
      'x',
      'Home',
      'Delete',
      'End',
      '!',
    ]) {
      replayKey(input, { key, code: '', shiftKey: false });
    }
    expect(input.value).toBe('xc!');
    expect(typed).toEqual(['a', 'ab', 'abc', 'ac', 'axc', 'xc', 'xc!']);
  });

  it('leaves a key a handler took (preventDefault) to that handler', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.addEventListener('keydown', (event) => event.preventDefault());
    replayKey(input, { key: 'a', code: 'KeyA', shiftKey: false });
    expect(input.value).toBe('');
  });

  it('clicks a button on Enter or Space, and a checkbox or switch on Space', () => {
    const button = document.createElement('button');
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    document.body.append(button, checkbox);
    replayKey(button, { key: 'Enter', code: 'Enter', shiftKey: false });
    replayKey(button, { key: ' ', code: 'Space', shiftKey: false });
    replayKey(button, { key: 'a', code: 'KeyA', shiftKey: false });
    expect(onClick).toHaveBeenCalledTimes(2);
    replayKey(checkbox, { key: ' ', code: 'Space', shiftKey: false });
    expect(checkbox.checked).toBe(true);
    replayKey(checkbox, { key: 'Enter', code: 'Enter', shiftKey: false });
    expect(checkbox.checked).toBe(true);
  });
});
