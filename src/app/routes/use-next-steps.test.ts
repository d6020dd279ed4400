import { describe, expect, it } from 'vitest';
import { navItems } from '../features/layout/lib/nav-items.ts';
import { remainingSteps } from './use-next-steps.ts';

const ALL_DONE = {
  completedSchools: true,
  completedPersonalInformation: true,
  completedResume: true,
  completedWorkPreferences: true,
};

describe('remainingSteps', () => {
  it("lists what is left in the menu's order, without the page's own item and Need Help?", () => {
    const items = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: { ...ALL_DONE, completedSchools: false, completedResume: false },
      surveyStatus: null,
      assessmentStatus: null,
    });
    expect(remainingSteps(items, 'cognitive')).toEqual([
      { id: 'education', label: 'Education', href: '/education' },
      {
        id: 'behavioral',
        label: 'Behavioral Assessment',
        href: '/assessments/behavioral-assessment',
      },
      { id: 'resume', label: 'Resume', href: '/resume' },
    ]);
  });

  it('leads a lateral account from the behavioral assessment to the lateral one', () => {
    const items = navItems({
      accountType: 'LATERAL',
      multiplier: 1,
      completion: ALL_DONE,
      surveyStatus: 'complete',
      assessmentStatus: 'IN_PROGRESS',
    });
    expect(remainingSteps(items, 'behavioral')).toEqual([
      { id: 'lateral', label: 'Lateral Law Assessment', href: '/assessments/Lateral' },
    ]);
  });

  it('is empty once everything is done', () => {
    const items = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: ALL_DONE,
      surveyStatus: 'complete',
      assessmentStatus: 'COMPLETE',
    });
    expect(remainingSteps(items, 'behavioral')).toEqual([]);
  });

  it("never offers an assessment the account can't take (a campus account's lateral preview)", () => {
    const items = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: ALL_DONE,
      surveyStatus: 'complete',
      assessmentStatus: 'COMPLETE',
      lateralPreview: true,
    });
    expect(items.find((item) => item.id === 'lateral')?.state).toBe('locked');
    expect(remainingSteps(items, 'behavioral')).toEqual([]);
  });

  it('never offers a voided assessment: there is nothing left to do in it', () => {
    const items = navItems({
      accountType: 'LATERAL',
      multiplier: 1,
      completion: ALL_DONE,
      surveyStatus: 'complete',
      assessmentStatus: 'VOIDED',
    });
    expect(remainingSteps(items, 'behavioral')).toEqual([]);
  });
});
