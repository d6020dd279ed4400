/**
 * /assessment-policy: the rules of the assessments, where "Read the assessment policy" leads. Each
 * statement is what the product does: one attempt (spec 001 section 1), the time limits and the
 * server's clock, accommodations, scoring (docs/decisions/020), what is recorded, and what firms see
 * (docs/product-decisions.md, "Invitations and firms"). Public and static, so it works offline.
 */
import { COGNITIVE_BASE_MINUTES } from '../../domain/assessments.ts';
import { RECORDED_DURING_A_SECTION } from '../../domain/integrity.ts';
import { LegalDocument, type LegalSection } from '../components/legal-document.tsx';
import { env } from '../config/env.ts';

const sections: LegalSection[] = [
  {
    heading: 'One attempt',
    paragraphs: [
      'You can take each assessment only once. Once you have begun, you cannot pause it, restart it, or take it again, and a section you have finished cannot be reviewed or changed.',
      'Breaks are allowed between questions in untimed parts. In a timed section the clock keeps running if you close the page, lose your connection or your device sleeps.',
    ],
  },
  {
    heading: 'Time limits',
    paragraphs: [
      `The Cognitive Skills Assessment (campus accounts) has ${COGNITIVE_BASE_MINUTES} minutes in all, shared between its timed sections. Each section has its own clock, shown at the top left of the screen; the section closes by itself when its time is up.`,
      'The Lateral Law Assessment (lateral accounts) has an untimed introduction and timed sections, each with its own limit shown before it starts.',
      'The behavioral assessment is not timed. It takes about 20 minutes, and your answers are kept if you stop and come back.',
      'Our server keeps the time, not your device. Answers you gave before a section’s time ran out count, even if they reach us a little later because you were offline.',
    ],
  },
  {
    heading: 'Reasonable accommodations',
    paragraphs: [
      `If you need an accommodation, such as extra time, write to ${env.SUPPORT_EMAIL} before you begin. Extra time multiplies every timed section’s limit (for example, 1.5× turns ${COGNITIVE_BASE_MINUTES} minutes into ${COGNITIVE_BASE_MINUTES * 1.5} minutes), and the assessment page shows the time you were granted.`,
      'An accommodation cannot be requested or changed once you have begun.',
    ],
  },
  {
    heading: 'Scoring',
    paragraphs: [
      'In the Cognitive Skills Assessment, a right answer adds a point and a wrong answer takes away part of one, so picking answers at random gains nothing. A question still unanswered when a section’s time runs out neither adds nor takes away.',
      'You do not see your scores or the correct answers. The behavioral and lateral assessments have no right answers.',
    ],
  },
  {
    heading: 'Your conduct',
    paragraphs: [
      'Complete the assessments yourself, alone, without help from other people or from AI tools, and do not copy, record or share their questions.',
      'If we find that these rules were broken, your results are voided, and the firms you are or were connected with are told.',
    ],
  },
  {
    heading: 'What we record',
    paragraphs: [
      'For each assessment we record your answers and when you gave them, when each section started and ended and whether its time ran out, and the initials you gave to accept these rules. We also record the network address of each sign-in. We look at this information and at the patterns in your responses to check that the rules were kept.',
      `During a timed section we also record: ${RECORDED_DURING_A_SECTION}. These are recorded even when you are offline and sent when you reconnect. They may be reviewed, and a result may be voided where the rules were not kept.`,
    ],
  },
  {
    heading: 'What firms see',
    paragraphs: [
      'No firm sees your profile or your results until every check in the menu is marked (your profile, the behavioral assessment and your timed assessment). From then on, firms you are connected with see them while the connection is active. If your privacy setting shares your profile with all partner firms, they see them too. You can change the setting, and disconnect from a firm, in the app at any time.',
      'Firms see a summary of your results, not your individual answers.',
    ],
  },
];

export function AssessmentPolicyRoute() {
  return <LegalDocument title="Assessment Policy" updated="November 2026" sections={sections} />;
}
