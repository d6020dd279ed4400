/** /privacy: the privacy policy, short and plain, written for this product. */
import { LegalDocument, type LegalSection } from '../components/legal-document.tsx';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'The details you give us: your name, e-mail addresses, phone number, LinkedIn profile, education, location preferences, resume, and, only if you choose to share them, demographic answers.',
      'Your assessment answers and the times you gave them, and technical error reports from your browser that help us fix problems.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To run your account and your assessments, to show your profile and results to the firms you are connected to (or to all partner firms if you choose so), and to contact you about your account.',
      'Demographic answers you opt in to share may be used, without your name, to check that assessments treat every group fairly.',
    ],
  },
  {
    heading: 'What stays on your device',
    paragraphs: [
      'To work offline, the app keeps a copy of your recent data and any changes not yet sent on this device. Signing out removes the copy of your data; changes not yet sent are kept only if you choose so.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'You can see and change your details at any time in your profile and settings, change who can see your results, and ask support for a copy of your data or to delete your account.',
    ],
  },
];

export function PrivacyRoute() {
  return <LegalDocument title="Privacy Policy" updated="November 2026" sections={sections} />;
}
