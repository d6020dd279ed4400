/** /terms: the terms of service, short and plain, written for this product. */
import { LegalDocument, type LegalSection } from '../components/legal-document.tsx';
import { PRODUCT_NAME } from '../components/logo.tsx';

const sections: LegalSection[] = [
  {
    heading: 'What this service is',
    paragraphs: [
      `${PRODUCT_NAME} lets you build a candidate profile and take hiring assessments that firms use when they consider you for a role. It is free for candidates.`,
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You may have one account. Keep your password to yourself; you are responsible for what happens under your account.',
      'Give accurate information about yourself. We may close accounts that are duplicates or that give false information.',
    ],
  },
  {
    heading: 'Taking assessments',
    paragraphs: [
      'Take each assessment yourself, once, without help from other people or tools, and do not copy or share its questions.',
      'If you need an accommodation, such as extra time, contact support before you start.',
    ],
  },
  {
    heading: 'Sharing with firms',
    paragraphs: [
      'Firms that invited you see your profile and results while you are connected to them. You choose in your settings whether other partner firms may see them too.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We work to keep the service available and your work safe, including while you are offline, but we cannot promise that it never fails.',
      'We may update these terms; we will tell you about important changes before they apply. You may close your account at any time by contacting support.',
    ],
  },
];

export function TermsRoute() {
  return <LegalDocument title="Terms of Service" updated="November 2026" sections={sections} />;
}
