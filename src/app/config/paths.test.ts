import { describe, expect, it } from 'vitest';
import { isPublicPath, loginHref, paths, safeRedirect } from './paths.ts';

describe('safeRedirect', () => {
  it('follows paths of this app, with their search and hash', () => {
    expect(safeRedirect('/education?x=1#top')).toBe('/education?x=1#top');
    expect(safeRedirect('/')).toBe('/');
  });

  it('refuses anything that could leave the app', () => {
    for (const target of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'education',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(target)).toBe(paths.welcome);
    }
  });
});

describe('isPublicPath', () => {
  it('knows the public pages, with or without a trailing slash', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/user-reset-password/')).toBe(true);
  });

  it('treats / and the signed-in pages as signed-in', () => {
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/education')).toBe(false);
  });
});

describe('loginHref', () => {
  it('carries the page to come back to', () => {
    expect(loginHref('/education?tab=2')).toBe('/login?redirect=%2Feducation%3Ftab%3D2');
    expect(loginHref()).toBe('/login');
  });
});
