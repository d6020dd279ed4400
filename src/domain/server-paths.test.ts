import { describe, expect, it } from 'vitest';
import { isNavigationDenied } from './server-paths.ts';

describe('navigation denylist', () => {
  it('lets the app shell answer every page of the app', () => {
    for (const path of [
      '/',
      '/login',
      '/login?redirect=%2Fresume',
      '/email-confirmed?email=a.b%40example.com&id=123',
      '/user-reset-password?passwordResetId=abc',
      '/assessments/cognitive-skills-app',
      '/join/AbC123',
      '/devices-are-not-dev',
      '/authors',
      '/client-list',
    ]) {
      expect(isNavigationDenied(path), path).toBe(false);
    }
  });

  it("sends the server's own paths to the network", () => {
    for (const path of [
      '/api/graphql',
      '/auth/login',
      '/auth',
      '/resetPassword/getPasswordReset?id=1',
      '/request-new-confirmation-email',
      '/client/error',
      '/company/login',
      '/dev/mailbox',
      '/dev?x=1',
      '/healthz',
      '/readyz',
      '/metrics',
    ]) {
      expect(isNavigationDenied(path), path).toBe(true);
    }
  });

  it('sends files to the network', () => {
    for (const path of [
      '/robots.txt',
      '/sw.js',
      '/manifest.webmanifest',
      '/icon-192.png',
      '/assets/x.css?v=1',
    ]) {
      expect(isNavigationDenied(path), path).toBe(true);
    }
  });
});
