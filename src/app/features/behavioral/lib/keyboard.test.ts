import { describe, expect, it } from 'vitest';
import {
  arrowMove,
  digitOf,
  digitStep,
  isButtonTarget,
  isTypingTarget,
  letterIndex,
  optionLetter,
} from './keyboard.ts';

const key = (
  k: string,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
) => ({
  key: k,
  ...modifiers,
});

describe('letters', () => {
  it('maps A.. to option indexes, either case, only within the options', () => {
    expect(letterIndex(key('a'), 3)).toBe(0);
    expect(letterIndex(key('C'), 3)).toBe(2);
    expect(letterIndex(key('d'), 3)).toBeNull();
    expect(letterIndex(key('1'), 3)).toBeNull();
    expect(letterIndex(key('Enter'), 3)).toBeNull();
  });

  it('leaves shortcuts with modifiers alone (Ctrl+C copies)', () => {
    expect(letterIndex(key('c', { ctrlKey: true }), 3)).toBeNull();
    expect(letterIndex(key('a', { metaKey: true }), 3)).toBeNull();
    expect(letterIndex(key('a', { altKey: true }), 3)).toBeNull();
  });

  it('shows A to Z and no letter past Z', () => {
    expect(optionLetter(0)).toBe('A');
    expect(optionLetter(25)).toBe('Z');
    expect(optionLetter(26)).toBe('');
  });
});

describe('typing targets', () => {
  it('counts text fields, selects and editable content as typing, not buttons or checkboxes', () => {
    const text = document.createElement('input');
    const number = document.createElement('input');
    number.type = 'number';
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const insideEditable = document.createElement('span');
    editable.append(insideEditable);
    expect(isTypingTarget(text)).toBe(true);
    expect(isTypingTarget(number)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(insideEditable)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(document.createElement('div'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isButtonTarget(document.createElement('button'))).toBe(true);
    expect(isButtonTarget(document.createElement('div'))).toBe(false);
  });
});

describe('arrows', () => {
  it('moves to the next or previous item and stops at the ends', () => {
    expect(arrowMove(key('ArrowRight'), 4, 10)).toBe(5);
    expect(arrowMove(key('ArrowDown'), 4, 10)).toBe(5);
    expect(arrowMove(key('ArrowLeft'), 4, 10)).toBe(3);
    expect(arrowMove(key('ArrowUp'), 4, 10)).toBe(3);
    expect(arrowMove(key('ArrowRight'), 9, 10)).toBe(9);
    expect(arrowMove(key('ArrowLeft'), 0, 10)).toBe(0);
    expect(arrowMove(key('Home'), 4, 10)).toBe(0);
    expect(arrowMove(key('End'), 4, 10)).toBe(9);
  });

  it('starts at the first item when nothing is selected, and ignores other keys', () => {
    expect(arrowMove(key('ArrowRight'), -1, 10)).toBe(0);
    expect(arrowMove(key('ArrowLeft'), -1, 10)).toBe(0);
    expect(arrowMove(key('a'), 2, 10)).toBeNull();
    expect(arrowMove(key('ArrowRight', { altKey: true }), 2, 10)).toBeNull();
    expect(arrowMove(key('ArrowRight'), -1, 0)).toBeNull();
  });
});

describe('digits', () => {
  it('reads digit keys only', () => {
    expect(digitOf(key('7'))).toBe(7);
    expect(digitOf(key('0'))).toBe(0);
    expect(digitOf(key('a'))).toBeNull();
    expect(digitOf(key('1', { ctrlKey: true }))).toBeNull();
  });

  it('every digit waits: 1-9 as themselves, 1 then 0 as 10, a lone 0 clears', () => {
    expect(digitStep(null, 1)).toBe(1);
    expect(digitStep(1, 0)).toBe(10);
    expect(digitStep(null, 7)).toBe(7);
    expect(digitStep(null, 0)).toBeNull();
    expect(digitStep(7, 0)).toBeNull();
    // The latest digit replaces the one waiting.
    expect(digitStep(1, 5)).toBe(5);
    expect(digitStep(10, 3)).toBe(3);
  });
});
