/**
 * The lateral law assessment, version 1: an original working-style questionnaire for experienced
 * lawyers (not taken from any published instrument). Unscored: no option is marked correct.
 * An informational first section, then three timed sections that together use every item type.
 *
 * Never edit this once seeded: responses refer to its section, item and option ids. A change of
 * content is a new file with a new id and version.
 */
import {
  LATERAL_ASSESSMENT_ID,
  type AssessmentContent,
  type ItemContent,
  type ItemGroupContent,
  type OptionContent,
} from '../../../../domain/assessments.ts';

/** Options get ids `${itemId}-a`, `-b`, … in the order given. */
function options(itemId: string, labels: string[]): OptionContent[] {
  return labels.map((label, index) => ({
    id: `${itemId}-${String.fromCharCode(97 + index)}`,
    label,
  }));
}

function item(id: string, label: string, labels: string[]): ItemContent {
  return { id, label, options: options(id, labels) };
}

function multipleChoice(
  groupId: string,
  itemId: string,
  label: string,
  labels: string[],
): ItemGroupContent {
  return {
    id: groupId,
    itemType: 'MULTIPLE_CHOICE',
    leadingText: 'Choose the answer closest to what you would do or prefer.',
    items: [item(itemId, label, labels)],
  };
}

/** Select-all-that-apply with a last, exclusive "None of the above". */
function multiSelect(
  groupId: string,
  itemId: string,
  label: string,
  labels: string[],
): ItemGroupContent {
  return {
    id: groupId,
    itemType: 'MULTISELECT',
    leadingText: 'Select all that apply.',
    items: [
      {
        id: itemId,
        label,
        options: [
          ...options(itemId, labels),
          { id: `${itemId}-none`, label: 'None of the above', isExclusive: true },
        ],
      },
    ],
  };
}

type Header = { label: string; value: string };

const frequency: Header[] = [
  { label: 'Never', value: '1' },
  { label: 'Sometimes', value: '2' },
  { label: 'Often', value: '3' },
  { label: 'Always', value: '4' },
];

const importance: Header[] = [
  { label: 'Not important', value: '1' },
  { label: 'Somewhat important', value: '2' },
  { label: 'Important', value: '3' },
  { label: 'Essential', value: '4' },
];

const agreement: Header[] = [
  { label: 'Strongly disagree', value: '1' },
  { label: 'Disagree', value: '2' },
  { label: 'Agree', value: '3' },
  { label: 'Strongly agree', value: '4' },
];

/**
 * One row per item; each row's options are the columns in order, id `${itemId}-${header.value}`,
 * labelled like the header (the client lays them out under the header).
 */
function matrix(
  groupId: string,
  leadingText: string,
  headers: Header[],
  rows: [id: string, value: string, label: string][],
): ItemGroupContent {
  return {
    id: groupId,
    itemType: 'MATRIXTABLE',
    leadingText,
    headers,
    items: rows.map(([id, value, label]) => ({
      id,
      label,
      value,
      options: headers.map((header) => ({ id: `${id}-${header.value}`, label: header.label })),
    })),
  };
}

function pointAllocation(
  groupId: string,
  itemId: string,
  label: string,
  labels: string[],
): ItemGroupContent {
  return {
    id: groupId,
    itemType: 'POINTALLOCATION',
    leadingText:
      'Share exactly 100 points among the options. Give more points to what matters more; an ' +
      'option may get 0.',
    totalPoints: 100,
    items: [item(itemId, label, labels)],
  };
}

function textInput(groupId: string, items: [id: string, label: string][]): ItemGroupContent {
  return {
    id: groupId,
    itemType: 'TEXTINPUT',
    leadingText: 'Answer each question in a sentence or two.',
    items: items.map(([id, label]) => ({ id, label, options: [] })),
  };
}

export const lateralV1: AssessmentContent = {
  id: LATERAL_ASSESSMENT_ID,
  kind: 'LATERAL',
  version: 1,
  title: 'Lateral Law Assessment',
  sections: [
    {
      id: 'lat-intro',
      title: 'About This Assessment',
      isInformational: true,
      timeLimitSeconds: null,
      instructions: [
        'This assessment asks how you like to work, what you value and how you approach ' +
          'situations that come up in legal practice. There are no right or wrong answers.',
        'Your individual responses are not shared with any firm. Results are summarized, and ' +
          'only the summary is made available to firms according to your privacy setting.',
        'There are three timed sections after this one. You can take the assessment only once, ' +
          'and a section cannot be revisited once you move on.',
        'Answer honestly and go with your first reaction: that gives the most useful summary.',
      ],
      itemGroups: [],
    },
    {
      id: 'lat-style',
      title: 'Working Style',
      timeLimitSeconds: 300,
      instructions: [
        'This section asks how you organize your work day to day.',
        'Answer for how you actually work now, not how you think you should work.',
      ],
      itemGroups: [
        matrix('lat-style-g01', 'How often does each statement describe you at work?', frequency, [
          ['lat-style-i01', 'plans-week', 'I plan my week before it starts.'],
          ['lat-style-i02', 'asks-feedback', 'I ask for feedback on my drafts.'],
          ['lat-style-i03', 'one-matter', 'I prefer to finish one matter before starting another.'],
          ['lat-style-i04', 'volunteers', 'I volunteer for work that is new to me.'],
          [
            'lat-style-i05',
            'informs-clients',
            'I keep clients informed of progress without being asked.',
          ],
          [
            'lat-style-i06',
            'checks-citations',
            'I check citations myself even when a colleague has already checked them.',
          ],
        ]),
        multipleChoice(
          'lat-style-g02',
          'lat-style-i07',
          'A partner gives you an assignment without a deadline. What do you usually do?',
          [
            'Ask for the deadline straight away',
            'Propose a deadline myself and confirm it in writing',
            'Start at once and aim to finish as soon as possible',
            'Fit it around my other work until someone asks about it',
          ],
        ),
        multipleChoice(
          'lat-style-g03',
          'lat-style-i08',
          'Where do you do your best focused work?',
          [
            'In a quiet private office',
            'In a shared space with colleagues around',
            'At home or another remote location',
            'It depends on the task',
          ],
        ),
        multiSelect(
          'lat-style-g04',
          'lat-style-i09',
          'Which of these have you done in the past two years?',
          [
            'Led a matter from intake to resolution',
            'Supervised or trained junior lawyers',
            'Spoken at an event or published an article',
            'Brought in work from a new client',
          ],
        ),
        pointAllocation(
          'lat-style-g05',
          'lat-style-i10',
          'How would you ideally divide your working week among these activities?',
          [
            'Client contact',
            'Drafting and research',
            'Hearings and negotiations',
            'Business development',
            'Supervising and training others',
          ],
        ),
      ],
    },
    {
      id: 'lat-judgment',
      title: 'Judgment and Priorities',
      timeLimitSeconds: 300,
      instructions: [
        'This section asks what you value in a role and how you would handle some common ' +
          'situations.',
        'Choose what you would actually do; several answers can be reasonable.',
      ],
      itemGroups: [
        matrix(
          'lat-judgment-g01',
          'How important is each of these to you in your next role?',
          importance,
          [
            ['lat-judgment-i01', 'predictable-hours', 'Predictable working hours'],
            ['lat-judgment-i02', 'complex-matters', 'Complex, high-stakes matters'],
            ['lat-judgment-i03', 'client-contact', 'Direct contact with clients'],
            ['lat-judgment-i04', 'mentoring', 'Formal mentoring'],
            ['lat-judgment-i05', 'pro-bono', 'Pro bono opportunities'],
            ['lat-judgment-i06', 'partnership-path', 'A clear path to partnership'],
          ],
        ),
        multipleChoice(
          'lat-judgment-g02',
          'lat-judgment-i07',
          'You notice an error in a filing that a senior colleague has already submitted. What ' +
            'do you do first?',
          [
            'Tell the colleague privately and suggest a correction',
            'Raise it with the supervising partner',
            'Prepare a corrected version before saying anything',
            'Note it in the file and wait to see whether it matters',
          ],
        ),
        multipleChoice(
          'lat-judgment-g03',
          'lat-judgment-i08',
          'Two partners each give you an urgent task due the same afternoon, and you cannot do ' +
            'both well. What do you do?',
          [
            'Tell both partners and ask them to agree on the priority',
            'Do the task for the more senior partner first',
            'Do the task for the more important client first',
            'Work late and do both as well as I can',
          ],
        ),
        multiSelect(
          'lat-judgment-g04',
          'lat-judgment-i09',
          'Which sources do you turn to first when you start work in an unfamiliar area of law?',
          [
            'Practice guides and treatises',
            'Colleagues who practice in the area',
            'Legal research databases',
            'The firm’s precedents and templates',
          ],
        ),
        pointAllocation(
          'lat-judgment-g05',
          'lat-judgment-i10',
          'How much would each of these weigh in your decision to accept an offer?',
          [
            'Compensation',
            'Quality of the work',
            'Colleagues and culture',
            'Flexibility',
            'Career progression',
          ],
        ),
      ],
    },
    {
      id: 'lat-reflection',
      title: 'Reflection',
      timeLimitSeconds: 240,
      instructions: [
        'This section asks about your experience and how you like to grow.',
        'Short written answers are enough: a sentence or two for each.',
      ],
      itemGroups: [
        textInput('lat-reflection-g01', [
          [
            'lat-reflection-i01',
            'Describe the matter you are proudest of and the part you played in it.',
          ],
          ['lat-reflection-i02', 'What would your colleagues say is your greatest strength?'],
          [
            'lat-reflection-i03',
            'What kind of work would you like to do more of in the next two years?',
          ],
        ]),
        multipleChoice(
          'lat-reflection-g02',
          'lat-reflection-i04',
          'How do you prefer to receive feedback?',
          [
            'In person, straight after the work',
            'In writing, so I can reflect on it',
            'In scheduled reviews',
            'A mix, depending on the matter',
          ],
        ),
        matrix('lat-reflection-g03', 'How much do you agree with each statement?', agreement, [
          [
            'lat-reflection-i05',
            'calm-under-change',
            'I stay calm when plans change at short notice.',
          ],
          [
            'lat-reflection-i06',
            'explains-simply',
            'I enjoy explaining complex issues to people who are not lawyers.',
          ],
          ['lat-reflection-i07', 'right-over-fast', 'I would rather be right than be fast.'],
          [
            'lat-reflection-i08',
            'says-no',
            'I find it easy to decline extra work when I am at capacity.',
          ],
        ]),
        multiSelect(
          'lat-reflection-g04',
          'lat-reflection-i09',
          'What would you want from a new firm in your first six months?',
          [
            'A formal onboarding program',
            'A designated mentor',
            'Introductions to key clients',
            'Training on the firm’s systems',
          ],
        ),
      ],
    },
  ],
};
