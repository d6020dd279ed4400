import { describe, expect, it } from 'vitest';
import { NOTHING_COMPLETED } from '../../../../domain/profile-completion.ts';
import { currentNavItemId, navItems } from './nav-items.ts';

const labels = (items: ReturnType<typeof navItems>) => items.map((i) => i.label);

describe('navItems', () => {
  it('lists the campus items with the Cognitive Skills Assessment', () => {
    const items = navItems({ accountType: 'CAMPUS', multiplier: 1, completion: null });
    expect(labels(items)).toEqual([
      'Education',
      'Location Preferences',
      'Demographic Information',
      'Behavioral Assessment',
      'Cognitive Skills Assessment',
      'Resume',
      'Need Help?',
    ]);
    expect(items.map((i) => i.href)).toEqual([
      '/education',
      '/work-preferences',
      '/demographic',
      '/assessments/behavioral-assessment',
      '/assessments/cognitive-skills',
      '/resume',
      '/faq',
    ]);
  });

  it('names the lateral assessment for lateral accounts', () => {
    const items = navItems({ accountType: 'LATERAL', multiplier: 1, completion: null });
    expect(items[4]).toMatchObject({
      label: 'Lateral Law Assessment',
      href: '/assessments/Lateral',
    });
  });

  it('adds the Lateral Law Assessment for campus accounts only with the LATERAL flag', () => {
    const preview = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: null,
      lateralPreview: true,
    });
    expect(labels(preview).slice(3, 6)).toEqual([
      'Behavioral Assessment',
      'Cognitive Skills Assessment',
      'Lateral Law Assessment',
    ]);
    expect(preview.find((i) => i.id === 'lateral')).toMatchObject({
      href: '/assessments/Lateral',
      state: 'locked',
    });
    const off = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: null,
      lateralPreview: false,
    });
    expect(labels(off)).not.toContain('Lateral Law Assessment');
    // Lateral accounts see it whatever the flag, once.
    for (const lateralPreview of [true, false]) {
      const lateral = navItems({
        accountType: 'LATERAL',
        multiplier: 1,
        completion: null,
        lateralPreview,
      });
      expect(labels(lateral).filter((l) => l === 'Lateral Law Assessment')).toHaveLength(1);
      expect(labels(lateral)).not.toContain('Cognitive Skills Assessment');
    }
  });

  it('adds the time multiplier above 1', () => {
    expect(navItems({ accountType: 'CAMPUS', multiplier: 1.5, completion: null })[4]!.label).toBe(
      'Cognitive Skills Assessment (1.5× Time)',
    );
    expect(navItems({ accountType: 'CAMPUS', multiplier: 2, completion: null })[4]!.label).toBe(
      'Cognitive Skills Assessment (2× Time)',
    );
    expect(navItems({ accountType: 'LATERAL', multiplier: 2, completion: null })[4]!.label).toBe(
      'Lateral Law Assessment (2× Time)',
    );
  });

  it('checks each profile item by its own flag; an assessment not started (or unknown) is open', () => {
    const items = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: { ...NOTHING_COMPLETED, completedSchools: true, completedResume: true },
    });
    expect(Object.fromEntries(items.map((i) => [i.id, i.state]))).toEqual({
      education: 'complete',
      'work-preferences': 'incomplete',
      demographic: 'incomplete',
      behavioral: 'open',
      cognitive: 'open',
      resume: 'complete',
      faq: 'help',
    });
    const done = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: null,
      surveyStatus: 'COMPLETE',
      assessmentStatus: 'COMPLETE',
    });
    expect(done.find((i) => i.id === 'behavioral')!.state).toBe('complete');
    expect(done.find((i) => i.id === 'cognitive')!.state).toBe('complete');
  });

  it('tells an open assessment from one in progress, whatever the letter case of the status', () => {
    const stateOf = (surveyStatus: string | null, assessmentStatus: string | null) => {
      const items = navItems({
        accountType: 'LATERAL',
        multiplier: 1,
        completion: null,
        surveyStatus,
        assessmentStatus,
      });
      return [items[3]!.state, items[4]!.state];
    };
    expect(stateOf('not_started', 'READY')).toEqual(['open', 'open']);
    expect(stateOf('in_progress', 'IN_PROGRESS')).toEqual(['inProgress', 'inProgress']);
    expect(stateOf('complete', 'COMPLETE')).toEqual(['complete', 'complete']);
    expect(stateOf('complete', 'VOIDED')).toEqual(['complete', 'voided']);
    expect(stateOf(null, null)).toEqual(['open', 'open']);
  });

  it("locks only the campus account's preview of the lateral assessment, whatever its status", () => {
    const items = navItems({
      accountType: 'CAMPUS',
      multiplier: 1,
      completion: null,
      assessmentStatus: 'IN_PROGRESS',
      lateralPreview: true,
    });
    expect(items.filter((i) => i.state === 'locked').map((i) => i.id)).toEqual(['lateral']);
    expect(items.find((i) => i.id === 'cognitive')!.state).toBe('inProgress');
  });
});

describe('currentNavItemId', () => {
  const items = navItems({ accountType: 'CAMPUS', multiplier: 1, completion: null });
  it('finds the item of the page, its other paths and a trailing slash included', () => {
    expect(currentNavItemId(items, '/education')).toBe('education');
    expect(currentNavItemId(items, '/personal-data')).toBe('demographic');
    expect(currentNavItemId(items, '/faq/')).toBe('faq');
    expect(currentNavItemId(items, '/assessments/cognitive-skills-app')).toBe('cognitive');
    expect(currentNavItemId(items, '/')).toBeNull();
  });
});
