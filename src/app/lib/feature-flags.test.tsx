import { act, cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS_KEY } from '../config/storage-keys.ts';
import {
  applyFeatureFlagParam,
  flagFromSearch,
  isFeatureEnabled,
  useFeatureFlag,
} from './feature-flags.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('flagFromSearch', () => {
  it('reads ff=true and ff=false, and nothing else', () => {
    expect(flagFromSearch('?ff=true')).toBe(true);
    expect(flagFromSearch('ff=TRUE&x=1')).toBe(true);
    expect(flagFromSearch('?ff=false')).toBe(false);
    expect(flagFromSearch('?ff=1')).toBeNull();
    expect(flagFromSearch('?ff=')).toBeNull();
    expect(flagFromSearch('')).toBeNull();
  });
});

describe('LATERAL', () => {
  it('is off by default', () => {
    expect(isFeatureEnabled('LATERAL')).toBe(false);
  });

  it('is turned on by ?ff=true and off by ?ff=false, remembered in localStorage', () => {
    expect(applyFeatureFlagParam('?ff=true')).toBe(true);
    expect(isFeatureEnabled('LATERAL')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(FEATURE_FLAGS_KEY)!)).toEqual({ LATERAL: true });
    // Another page without the parameter keeps the choice.
    expect(applyFeatureFlagParam('?other=1')).toBe(false);
    expect(isFeatureEnabled('LATERAL')).toBe(true);
    applyFeatureFlagParam('?ff=false');
    expect(isFeatureEnabled('LATERAL')).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(FEATURE_FLAGS_KEY)!)).toEqual({
      LATERAL: false,
    });
  });

  it('falls back to the default when the stored value is damaged', () => {
    window.localStorage.setItem(FEATURE_FLAGS_KEY, '{not json');
    expect(isFeatureEnabled('LATERAL')).toBe(false);
  });
});

function Probe() {
  return <p>{useFeatureFlag('LATERAL') ? 'on' : 'off'}</p>;
}

describe('useFeatureFlag', () => {
  it('follows ?ff on navigation and keeps the value on pages without it', () => {
    const location = memoryLocation({ path: '/?ff=true' });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Probe />
      </Router>,
    );
    expect(screen.getByText('on')).toBeTruthy();
    expect(isFeatureEnabled('LATERAL')).toBe(true);

    act(() => location.navigate('/education'));
    expect(screen.getByText('on')).toBeTruthy();

    act(() => location.navigate('/faq?ff=false'));
    expect(screen.getByText('off')).toBeTruthy();
    expect(isFeatureEnabled('LATERAL')).toBe(false);

    act(() => location.navigate('/'));
    expect(screen.getByText('off')).toBeTruthy();
  });

  it('starts from the stored value when the address has no ff', () => {
    applyFeatureFlagParam('?ff=true');
    const location = memoryLocation({ path: '/resume' });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Probe />
      </Router>,
    );
    expect(screen.getByText('on')).toBeTruthy();
  });
});
