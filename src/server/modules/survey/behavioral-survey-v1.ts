/**
 * The behavioral questionnaire, version 1: original work-style questions written for this product
 * (not taken from any published instrument). Seeded into survey_definitions by src/server/seed.ts.
 *
 * Never edit a seeded version: candidates' answers refer to its question and choice ids. A change
 * of content is a new file with a new id and version (the seed inserts it; started candidates keep
 * theirs, new ones get the newest).
 */
import type { SurveyChoice, SurveyDefinition, SurveyField } from '../../../domain/survey.ts';

const required = { required: true };
const optional = { required: false };

/** Choice ids a, b, c, … in the order given (the client's letter keys match them). */
const choices = (...labels: string[]): SurveyChoice[] =>
  labels.map((label, index) => ({ id: String.fromCharCode(97 + index), label }));

const single = (id: string, label: string, options: string[], vertical = false): SurveyField => ({
  id,
  type: 'multiple_choice',
  label,
  // Only what differs from the defaults (single selection, side by side) is spelled out.
  properties: { choices: choices(...options), ...(vertical ? { vertical_alignment: true } : {}) },
  validations: required,
});

const multiple = (id: string, label: string, options: string[]): SurveyField => ({
  id,
  type: 'multiple_choice',
  label,
  properties: {
    choices: choices(...options),
    allow_multiple_selection: true,
    vertical_alignment: true,
  },
  validations: required,
});

const dropdown = (id: string, label: string, options: string[]): SurveyField => ({
  id,
  type: 'dropdown',
  label,
  properties: { choices: choices(...options) },
  validations: required,
});

const rating = (id: string, label: string, left: string, right: string): SurveyField => ({
  id,
  type: 'rating',
  label,
  properties: { labels: { left, right } },
  validations: required,
});

const shortText = (id: string, label: string): SurveyField => ({
  id,
  type: 'short_text',
  label,
  validations: optional,
});

const number = (
  id: string,
  label: string,
  min: number,
  max: number,
  validations = required,
): SurveyField => ({ id, type: 'number', label, properties: { min, max }, validations });

const points = (id: string, label: string, items: string[], total = 10): SurveyField => ({
  id,
  type: 'point_allocation',
  label,
  properties: { questions: choices(...items), total_points: total },
  validations: required,
});

const statement = (id: string, label: string, description: string): SurveyField => ({
  id,
  type: 'statement',
  label,
  description,
});

export const behavioralSurveyV1: SurveyDefinition = {
  id: 'behavioral-v1',
  version: 1,
  fields: [
    statement(
      's01-welcome',
      'Welcome',
      'There are no right or wrong answers. Answer as you usually are at work.',
    ),
    single(
      'q01-planning-style',
      'A new project starts. What do you do first?',
      [
        'Draft a plan with milestones',
        'Start small and learn as I go',
        'Talk it through with others',
        'Study similar past work',
      ],
      true,
    ),
    rating(
      'q02-deadline-focus',
      'How does a close deadline affect your focus?',
      'It scatters it',
      'It sharpens it',
    ),
    dropdown('q03-work-setting', 'Where do you do your best work?', [
      'A quiet private room',
      'A shared open space',
      'A café or public place',
      'At home',
      'It varies',
    ]),
    number('q04-focus-hours', 'How many hours of focused work can you keep up in a day?', 0, 16),
    {
      id: 'g01-working-with-others',
      type: 'group',
      label: 'Working with others',
      description: 'How you work alongside colleagues.',
      fields: [
        single(
          'q05-meeting-role',
          'In a meeting, you are most often the one who…',
          [
            'Keeps it on track',
            'Brings up new ideas',
            'Asks what others skip',
            'Listens, then sums up',
          ],
          true,
        ),
        rating(
          'q06-giving-feedback',
          'How easy is it for you to tell a colleague their work needs changes?',
          'Very uneasy',
          'Fully at ease',
        ),
        single('q07-disagreement', 'When you disagree with a decision, you…', [
          'Say so openly',
          'Raise it in private',
          'Go along with it',
          'Ask for the reasons',
        ]),
        multiple('q08-help-sources', 'When you are stuck, where do you look for help?', [
          'A teammate',
          'My manager',
          'Notes or documentation',
          'An online search',
          'I keep trying on my own',
        ]),
        dropdown('q09-team-size', 'What team size suits you best?', [
          'Working alone',
          '2 to 4 people',
          '5 to 9 people',
          '10 or more people',
        ]),
        rating(
          'q10-visible-credit',
          'When a team succeeds, how much do you care that your part is noticed?',
          'Not at all',
          'A great deal',
        ),
        shortText('q11-ideal-team', 'In a few words, describe your ideal team.'),
      ],
    },
    statement(
      's02-change',
      'Change and pressure',
      'Next: how you react when plans shift or pressure builds.',
    ),
    {
      id: 'g02-change-and-pressure',
      type: 'group',
      label: 'Change and pressure',
      description: 'Think of the last few months.',
      fields: [
        rating(
          'q12-plan-change',
          'Your plan changes at the last minute. How do you feel?',
          'Frustrated',
          'Energized',
        ),
        single(
          'q13-own-mistake',
          'You find a mistake in work already handed in. You…',
          [
            'Tell those affected at once',
            'Fix it, then mention it',
            'Fix it and move on',
            'Ask whether it matters',
          ],
          true,
        ),
        multiple('q14-stress-signs', 'Under stress, which of these do you notice in yourself?', [
          'I work longer hours',
          'I get quieter',
          'I talk more',
          'I lose track of details',
          'I become more focused',
          'None of these',
        ]),
        rating(
          'q15-trying-new',
          'How willing are you to try something that might fail?',
          'I avoid it',
          'I seek it out',
        ),
        number(
          'q16-recovery-days',
          'After a hard week, how many days do you need to feel rested?',
          0,
          14,
          optional,
        ),
        single('q17-vague-instructions', 'When instructions are vague, you…', [
          'Ask for details before starting',
          'Note my assumptions and go',
          'Start and adjust from feedback',
        ]),
      ],
    },
    points('q18-motivators', 'Share 10 points among what motivates you at work.', [
      'Learning something new',
      'Recognition from others',
      'Pay and benefits',
      'Helping people',
      'Finishing what I start',
    ]),
    points('q19-ideal-week', 'Share 10 points among how you would like to spend a work week.', [
      'Deep work on my own',
      'Working with colleagues',
      'Meeting clients or the public',
      'Learning and training',
    ]),
    statement('s03-last-part', 'Almost done', 'A few last questions about your habits.'),
    rating(
      'q20-double-check',
      'How often do you recheck finished work before handing it in?',
      'Rarely',
      'Every time',
    ),
    single('q21-routine', 'Which workday sounds better to you?', [
      'A steady routine',
      'Different every day',
    ]),
    multiple('q22-learning', 'How do you like to learn a new skill?', [
      'Reading about it',
      'Watching someone do it',
      'Trying it myself',
      'A course',
      'One-to-one coaching',
    ]),
    dropdown('q23-task-tracking', 'How do you keep track of your tasks?', [
      'A written list',
      'An app or a calendar',
      'In my head',
      'Reminders from others',
    ]),
    rating(
      'q24-interruptions',
      'How easily do you return to a task after an interruption?',
      'With great effort',
      'Right away',
    ),
    single(
      'q25-decisions',
      'When you make an important decision, you…',
      [
        'Decide quickly and adjust later',
        'Gather facts until it is clear',
        'Ask people you trust',
        'Sleep on it',
      ],
      true,
    ),
    shortText('q26-proud-of', 'In a few words, name a piece of work you are proud of.'),
    rating(
      'q27-leading',
      'How much would you like to lead a team one day?',
      'Not at all',
      'Very much',
    ),
    single('q28-feedback-rhythm', 'How often would you like feedback on your work?', [
      'Every week',
      'Every month',
      'After each project',
      'Only when something is wrong',
    ]),
    rating(
      'q29-new-tools',
      'When your team adopts a new tool, how soon do you use it?',
      'As late as I can',
      'Before anyone else',
    ),
    single(
      'q30-answering-mode',
      'How did you answer these questions?',
      ['As I usually am at work', 'As I would like to be', 'A mix of both'],
      true,
    ),
  ],
};
