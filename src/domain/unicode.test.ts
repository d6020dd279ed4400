import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, toWellFormed } from './unicode.ts';

describe('lone surrogates', () => {
  it('are found alone, at either end, and never in a pair', () => {
    expect(hasLoneSurrogate('\ud800')).toBe(true);
    expect(hasLoneSurrogate('a\udc00')).toBe(true);
    expect(hasLoneSurrogate('\udc00\ud800')).toBe(true);
    expect(hasLoneSurrogate('x😀y')).toBe(false);
    expect(hasLoneSurrogate('😀'.slice(0, 1))).toBe(true);
    expect(hasLoneSurrogate('plain')).toBe(false);
  });

  it('are replaced by U+FFFD, pairs kept', () => {
    expect(toWellFormed('a\ud800b😀\udc00')).toBe('a\uFFFDb😀\uFFFD');
  });
});
