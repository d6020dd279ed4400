/**
 * The FAQ's seven questions (spec section 2, "FAQ"), answered from the spec and the product
 * decisions (docs/product-decisions.md). Static text, so the page works offline.
 */
export interface FaqEntry {
  id: string;
  question: string;
  /** Paragraphs. */
  answer: readonly string[];
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'multiple-accounts',
    question: 'Can I have more than one account?',
    answer: [
      'No. Each candidate has one account: that is our policy, and it keeps your profile and results in one place for every firm you connect with.',
      'An e-mail address, primary or secondary, belongs to one account only. To use another address, change your e-mail in User Settings instead of creating a new account. If you already created a second account by mistake, contact us and we will help you keep the right one.',
    ],
  },
  {
    id: 'retaking-assessments',
    question: 'Can I retake an assessment?',
    answer: [
      'No. Each assessment can be taken only once, and a section you have finished cannot be revisited. Please read the instructions before you begin and make sure you have a quiet place, a computer and enough time.',
      'If a technical problem (such as a lost connection) interrupted your assessment, contact us and describe what happened.',
    ],
  },
  {
    id: 'copy-of-results',
    question: 'Can I get a copy of my results?',
    answer: [
      'Yes. In User Settings, "Download my data" saves a file with everything we hold about you: your profile, your answers, each assessment with its scores and receipts, your connections with firms and the mails we sent you. It asks for your password first, and needs a connection.',
      'The assessment pages do not show scores or the correct answers. Your results are summarized and made available to firms according to your privacy setting.',
    ],
  },
  {
    id: 'reconnecting',
    question: 'How do I reconnect with a firm?',
    answer: [
      'Open your invitations and connections with the envelope icon at the top of the page. On the Connections tab, firms you disconnected from are listed under Disconnected: choose Reconnect next to the firm.',
      'Ignored invitations stay under Ignored Invitations on the Invitations tab, where you can still choose Connect. If the firm is not listed, ask your recruiter to send you a new invitation.',
    ],
  },
  {
    id: 'deadline-extensions',
    question: 'Can I get an extension on a deadline?',
    answer: [
      'Deadlines are set by the firm that invited you, so we cannot extend them. Please contact your recruiter at that firm.',
      'Invitation links are valid for 30 days. If yours has expired, ask your recruiter for a new invitation.',
    ],
  },
  {
    id: 'sharing-results',
    question: 'How are my results shared with firms?',
    answer: [
      'Only once every check in the menu is marked: until your profile is complete, no firm sees it. Then it depends on your privacy setting in User Settings. With "To all partner firms so I can be seen for any opportunity", your profile and results are shared with all partner firms. Otherwise they are shared only with firms you are connected to, and only while that connection is active.',
      'A firm that invited you sees your results only once you connect with it. Sharing your demographic information is optional. Your individual answers are never shared: firms see summarized results.',
    ],
  },
  {
    id: 'accommodations',
    question: 'How do I request a reasonable accommodation?',
    answer: [
      'Contact us before you start an assessment: once begun, an assessment cannot be paused or restarted. Tell us what you need; for timed sections, an accommodation usually means extra time, such as time and a half.',
      'Once it is granted, the assessment shows it (for example "(1.5× Time)" in the navigation) and every timed section gets the extra time. Firms and recruiters do not see whether you have an accommodation.',
    ],
  },
];
