/**
 * The cognitive skills assessment, version 1: original questions written for this product (not
 * taken from any published test). Four timed sections whose limits add up to the 15-minute base
 * (COGNITIVE_BASE_MINUTES); the candidate's accommodation multiplier scales each one.
 *
 * Never edit this once seeded: responses refer to its section, item and option ids. A change of
 * content is a new file with a new id and version.
 */
import {
  COGNITIVE_ASSESSMENT_ID,
  type AssessmentContent,
  type ItemContent,
  type ItemGroupContent,
  type OptionContent,
} from '../../../../domain/assessments.ts';

type Letter = 'a' | 'b' | 'c' | 'd' | 'e';

/** Options get ids `${itemId}-a`, `-b`, … in the order given; `answer` marks the one correct. */
function options(itemId: string, labels: string[], answer: Letter): OptionContent[] {
  return labels.map((label, index) => {
    const letter = String.fromCharCode(97 + index);
    return {
      id: `${itemId}-${letter}`,
      label,
      ...(letter === answer ? { correct: true } : {}),
    };
  });
}

function item(id: string, label: string, labels: string[], answer: Letter): ItemContent {
  return { id, label, options: options(id, labels, answer) };
}

/** A one-question group: the question is the item's label; leadingText holds any context. */
function single(
  groupId: string,
  itemId: string,
  label: string,
  labels: string[],
  answer: Letter,
  leadingText = '',
): ItemGroupContent {
  return {
    id: groupId,
    itemType: 'MULTIPLE_CHOICE',
    leadingText,
    items: [item(itemId, label, labels, answer)],
  };
}

/** A sample group (item id `${groupId}-i1`) with the explanation shown after an attempt. */
function sample(
  groupId: string,
  label: string,
  labels: string[],
  answer: Letter,
  explanation: string,
  leadingText = '',
): ItemGroupContent {
  return {
    ...single(groupId, `${groupId}-i1`, label, labels, answer, leadingText),
    explanation,
  };
}

/** Several questions about one passage or table (data interpretation, reading). */
function shared(groupId: string, leadingText: string, items: ItemContent[]): ItemGroupContent {
  return { id: groupId, itemType: 'MULTIPLE_CHOICE', leadingText, items };
}

const bookshopTable = [
  'Books sold by a bookshop, by quarter (units):',
  'Quarter | Fiction | Non-fiction | Children’s',
  'Q1 | 1,200 | 800 | 400',
  'Q2 | 1,000 | 900 | 500',
  'Q3 | 1,500 | 700 | 600',
  'Q4 | 1,800 | 1,000 | 700',
].join('\n');

const officeTable = [
  'Staff of a law firm’s four offices (people):',
  'Office | Lawyers | Paralegals | Support staff',
  'North | 24 | 8 | 12',
  'South | 18 | 9 | 9',
  'East | 30 | 6 | 14',
  'West | 12 | 6 | 6',
].join('\n');

const gardenPassage = [
  'Read the passage, then answer the questions.',
  'The Riverside community garden has 40 plots. Plots are assigned each January by lottery among ' +
    'residents who applied in December. A plot that is left untended for six consecutive weeks ' +
    'during the growing season is reassigned to the next person on the waiting list. Gardeners ' +
    'may share the tools kept in the shed, but seeds and plants are each gardener’s own ' +
    'responsibility.',
].join('\n');

export const cognitiveV1: AssessmentContent = {
  id: COGNITIVE_ASSESSMENT_ID,
  kind: 'COGNITIVE',
  version: 1,
  title: 'Cognitive Skills Assessment',
  sections: [
    {
      id: 'cog-num',
      title: 'Numerical Reasoning',
      timeLimitSeconds: 240,
      instructions: [
        'This section has questions on arithmetic, percentages, ratios and averages.',
        'You may use scratch paper, but not a calculator. Choose one answer for each question.',
        'The timer starts when the questions appear. When time runs out the section closes and ' +
          'unanswered questions are left blank.',
      ],
      sampleItemGroups: [
        sample(
          'cog-num-s1',
          'A notebook costs $4. How much do 6 notebooks cost?',
          ['$20', '$22', '$24', '$26'],
          'c',
          'Six notebooks at $4 each cost 6 × $4 = $24.',
        ),
      ],
      itemGroups: [
        single(
          'cog-num-g01',
          'cog-num-i01',
          'A jacket priced at $80 is reduced by 25%. What is the sale price?',
          ['$55', '$60', '$64', '$65'],
          'b',
        ),
        single('cog-num-g02', 'cog-num-i02', 'What is 15% of 240?', ['36', '40', '42', '48'], 'a'),
        single(
          'cog-num-g03',
          'cog-num-i03',
          'A car travels 150 km in 2.5 hours at a constant speed. What is its speed?',
          ['50 km/h', '55 km/h', '60 km/h', '65 km/h'],
          'c',
        ),
        single(
          'cog-num-g04',
          'cog-num-i04',
          'A crate holds only apples and oranges in the ratio 3 : 5. There are 40 fruits in ' +
            'total. How many are apples?',
          ['15', '16', '24', '25'],
          'a',
        ),
        single(
          'cog-num-g05',
          'cog-num-i05',
          'A price rises from $50 to $65. By what percentage did it rise?',
          ['15%', '23%', '30%', '35%'],
          'c',
        ),
        single(
          'cog-num-g06',
          'cog-num-i06',
          'Four people share a $360 bill. One pays $120 and the other three split the rest ' +
            'equally. How much does each of the other three pay?',
          ['$70', '$80', '$90', '$120'],
          'b',
        ),
        single(
          'cog-num-g07',
          'cog-num-i07',
          'The average of five numbers is 18. Four of them are 12, 20, 15 and 25. What is the ' +
            'fifth number?',
          ['12', '14', '16', '18'],
          'd',
        ),
        single(
          'cog-num-g08',
          'cog-num-i08',
          'A worker earns $18 per hour for the first 40 hours of a week and 1.5 times that rate ' +
            'for every further hour. How much does she earn for a 46-hour week?',
          ['$828', '$864', '$882', '$900'],
          'c',
        ),
        single(
          'cog-num-g09',
          'cog-num-i09',
          'A recipe uses 250 g of flour for 4 servings. How much flour is needed for 10 servings?',
          ['500 g', '575 g', '625 g', '650 g', '700 g'],
          'c',
        ),
        single(
          'cog-num-g10',
          'cog-num-i10',
          'An investment of $2,000 grows by 10% in its first year and by 5% in its second. What ' +
            'is it worth after two years?',
          ['$2,200', '$2,250', '$2,300', '$2,310'],
          'd',
        ),
      ],
    },
    {
      id: 'cog-verb',
      title: 'Verbal Reasoning',
      timeLimitSeconds: 240,
      instructions: [
        'This section tests vocabulary, word relationships and the reading of a short passage.',
        'Answer reading questions from the passage alone, not from outside knowledge.',
        'Choose the single best answer for each question. The timer starts when the questions ' +
          'appear.',
      ],
      sampleItemGroups: [
        sample(
          'cog-verb-s1',
          'Which word is closest in meaning to RAPID?',
          ['Slow', 'Quick', 'Steady', 'Late'],
          'b',
          'Rapid means happening fast, so “quick” is closest in meaning.',
        ),
      ],
      itemGroups: [
        single(
          'cog-verb-g01',
          'cog-verb-i01',
          'Which word is closest in meaning to FRUGAL?',
          ['Thrifty', 'Wasteful', 'Generous', 'Careless'],
          'a',
        ),
        single(
          'cog-verb-g02',
          'cog-verb-i02',
          'Which word is most nearly opposite in meaning to CANDID?',
          ['Frank', 'Evasive', 'Honest', 'Open'],
          'b',
        ),
        single(
          'cog-verb-g03',
          'cog-verb-i03',
          'Author is to novel as composer is to …',
          ['Symphony', 'Orchestra', 'Piano', 'Conductor'],
          'a',
        ),
        single(
          'cog-verb-g04',
          'cog-verb-i04',
          'Thermometer is to temperature as barometer is to …',
          ['Humidity', 'Wind speed', 'Air pressure', 'Rainfall'],
          'c',
        ),
        single(
          'cog-verb-g05',
          'cog-verb-i05',
          'Choose the word that best completes the sentence: “Although the first results were ' +
            '____, the team kept testing and eventually found a solution.”',
          ['Disappointing', 'Promising', 'Conclusive', 'Celebrated'],
          'a',
        ),
        single(
          'cog-verb-g06',
          'cog-verb-i06',
          'Which word does not belong with the others?',
          ['Oak', 'Maple', 'Birch', 'Tulip'],
          'd',
        ),
        shared('cog-verb-g07', gardenPassage, [
          item(
            'cog-verb-i07',
            'According to the passage, when are plots assigned by lottery?',
            ['In December', 'In January', 'At the end of the growing season', 'Every six weeks'],
            'b',
          ),
          item(
            'cog-verb-i08',
            'What happens to a plot left untended for six consecutive weeks during the growing ' +
              'season?',
            [
              'It is removed from the garden',
              'Its gardener must pay a fine',
              'It is shared among the other gardeners',
              'It is reassigned to the next person on the waiting list',
            ],
            'd',
          ),
          item(
            'cog-verb-i09',
            'Which statement is supported by the passage?',
            [
              'Tools kept in the shed may be shared',
              'The garden provides seeds to its gardeners',
              'Every resident who applies receives a plot',
              'Plots are assigned for three years at a time',
            ],
            'a',
          ),
        ]),
        single(
          'cog-verb-g08',
          'cog-verb-i10',
          'Which word is most nearly opposite in meaning to SCARCE?',
          ['Rare', 'Limited', 'Small', 'Abundant'],
          'd',
        ),
      ],
    },
    {
      id: 'cog-logic',
      title: 'Logical Reasoning',
      timeLimitSeconds: 240,
      instructions: [
        'This section has number and letter sequences, statements from which you draw ' +
          'conclusions, and short ordering puzzles.',
        'Treat every statement you are given as true, even if it seems unlikely, and choose the ' +
          'answer that must follow from it.',
        'The timer starts when the questions appear.',
      ],
      sampleItemGroups: [
        sample(
          'cog-logic-s1',
          'Which number comes next in the sequence 2, 4, 6, 8, …?',
          ['9', '10', '12', '16'],
          'b',
          'Each number is 2 more than the one before it, so the next is 8 + 2 = 10.',
        ),
      ],
      itemGroups: [
        single(
          'cog-logic-g01',
          'cog-logic-i01',
          'Which number comes next in the sequence 3, 6, 12, 24, …?',
          ['30', '36', '42', '48'],
          'd',
        ),
        single(
          'cog-logic-g02',
          'cog-logic-i02',
          'Which number comes next in the sequence 1, 4, 9, 16, 25, …?',
          ['30', '34', '36', '49'],
          'c',
        ),
        single(
          'cog-logic-g03',
          'cog-logic-i03',
          'Which letter comes next in the sequence A, C, E, G, …?',
          ['H', 'I', 'J', 'K'],
          'b',
        ),
        single(
          'cog-logic-g04',
          'cog-logic-i04',
          'In a code, CAT is written as DBU. How is DOG written in the same code?',
          ['EOH', 'DPH', 'FQI', 'EPH'],
          'd',
        ),
        single(
          'cog-logic-g05',
          'cog-logic-i05',
          'All managers in the firm attended the training. Priya is a manager in the firm. ' +
            'Which statement must be true?',
          [
            'Priya attended the training',
            'Priya organized the training',
            'Everyone who attended the training is a manager',
            'Priya did not attend the training',
          ],
          'a',
        ),
        single(
          'cog-logic-g06',
          'cog-logic-i06',
          'No reptiles have feathers. All snakes are reptiles. Which statement must be true?',
          [
            'No snakes have feathers',
            'Some snakes have feathers',
            'All reptiles are snakes',
            'All animals without feathers are snakes',
          ],
          'a',
        ),
        single(
          'cog-logic-g07',
          'cog-logic-i07',
          'Some of the files are archived. All archived files are read-only. Which statement ' +
            'must be true?',
          [
            'All of the files are read-only',
            'None of the files are read-only',
            'Some of the files are read-only',
            'All read-only files are archived',
          ],
          'c',
        ),
        single(
          'cog-logic-g08',
          'cog-logic-i08',
          'Ana is taller than Ben. Ben is taller than Carl. Dana is shorter than Carl. Who is ' +
            'the shortest?',
          ['Ana', 'Ben', 'Carl', 'Dana'],
          'd',
        ),
        single(
          'cog-logic-g09',
          'cog-logic-i09',
          'Five runners finished a race with no ties. Liam finished after Emma but before Noah. ' +
            'Olivia finished immediately after Noah. Ava finished last. Who finished second?',
          ['Emma', 'Liam', 'Noah', 'Olivia'],
          'b',
        ),
        single(
          'cog-logic-g10',
          'cog-logic-i10',
          'If it rains, the match is moved indoors. The match was not moved indoors. Which ' +
            'statement must be true?',
          [
            'It rained',
            'The match was cancelled',
            'The match was played indoors',
            'It did not rain',
          ],
          'd',
        ),
      ],
    },
    {
      id: 'cog-data',
      title: 'Data Interpretation',
      timeLimitSeconds: 180,
      instructions: [
        'This section shows small tables of figures, each followed by several questions.',
        'Use only the figures in the table. Where a question asks for a percentage or a ' +
          'fraction, the answer is exact.',
        'The timer starts when the questions appear.',
      ],
      sampleItemGroups: [
        sample(
          'cog-data-s1',
          'How many pieces of fruit were sold on Monday in total?',
          ['40', '50', '60', '70'],
          'b',
          'Add the two rows: 30 apples + 20 pears = 50 pieces of fruit.',
          ['Fruit sold on Monday:', 'Fruit | Pieces', 'Apples | 30', 'Pears | 20'].join('\n'),
        ),
      ],
      itemGroups: [
        shared('cog-data-g01', bookshopTable, [
          item(
            'cog-data-i01',
            'In which quarter were the most non-fiction books sold?',
            ['Q1', 'Q2', 'Q3', 'Q4'],
            'd',
          ),
          item(
            'cog-data-i02',
            'How many books were sold in total in Q3?',
            ['2,600', '2,700', '2,800', '3,000'],
            'c',
          ),
          item(
            'cog-data-i03',
            'By what percentage did fiction sales rise from Q2 to Q4?',
            ['60%', '75%', '80%', '180%'],
            'c',
          ),
          item(
            'cog-data-i04',
            'What fraction of all books sold in Q1 were children’s books?',
            ['1/4', '1/5', '1/6', '1/8'],
            'c',
          ),
        ]),
        shared('cog-data-g02', officeTable, [
          item(
            'cog-data-i05',
            'Which office has the most lawyers per paralegal?',
            ['North', 'South', 'East', 'West'],
            'c',
          ),
          item(
            'cog-data-i06',
            'How many lawyers work across all four offices?',
            ['84', '86', '88', '90'],
            'a',
          ),
          item(
            'cog-data-i07',
            'What percentage of the South office’s staff are paralegals?',
            ['20%', '25%', '30%', '50%'],
            'b',
          ),
          item(
            'cog-data-i08',
            'If the West office doubled its number of lawyers and kept all other staff, how ' +
              'many people would work there?',
            ['30', '36', '42', '48'],
            'b',
          ),
          item(
            'cog-data-i09',
            'How many more support staff work in the East office than in the West office?',
            ['8', '10', '12', '20'],
            'a',
          ),
        ]),
      ],
    },
  ],
};
