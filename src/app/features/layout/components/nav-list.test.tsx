import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { navItems } from '../lib/nav-items.ts';
import { NavList } from './nav-list.tsx';

afterEach(cleanup);

const items = navItems({
  accountType: 'CAMPUS',
  multiplier: 1,
  completion: {
    completedSchools: true,
    completedPersonalInformation: true,
    completedResume: true,
    completedWorkPreferences: true,
  },
  surveyStatus: 'COMPLETE',
  assessmentStatus: 'COMPLETE',
});

describe('NavList', () => {
  it('names each state after the label, as its mark shows it', () => {
    const lateral = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: null,
      surveyStatus: 'in_progress',
      assessmentStatus: 'READY',
      lateralPreview: true,
    });
    renderWithProviders(
      <NavList items={lateral} currentId={null} profileComplete={false} onFeedback={() => {}} />,
    );
    const names = screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'));
    expect(names.slice(3, 6)).toEqual([
      'Behavioral Assessment, in progress',
      'Cognitive Skills Assessment, not started',
      'Lateral Law Assessment, locked',
    ]);
  });

  it("shows 'Profile Complete' when the rule holds, and every item checked", () => {
    renderWithProviders(
      <NavList items={items} currentId={null} profileComplete onFeedback={() => undefined} />,
    );
    expect(screen.getByText('Profile Complete')).toBeTruthy();
    const names = screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'));
    expect(names.slice(0, 6).every((name) => name?.endsWith(', completed'))).toBe(true);
  });

  it('shows no badge otherwise; a followed link and Feedback call back', () => {
    const onNavigate = vi.fn();
    const onFeedback = vi.fn();
    const { history } = renderWithProviders(
      <NavList
        items={items}
        currentId="resume"
        profileComplete={false}
        onNavigate={onNavigate}
        onFeedback={onFeedback}
      />,
    );
    expect(screen.queryByText('Profile Complete')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Education, completed' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(history.at(-1)).toBe('/education');
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(onFeedback).toHaveBeenCalledTimes(1);
  });
});
