/**
 * A plain document page (terms, privacy, the assessment policy): sections with a heading and
 * paragraphs, in the auth layout. Public; a signed-in candidate (who came from the app) is offered
 * the way back instead of "Sign in".
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from './app-link.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useSession } from '../lib/session.ts';
import { paths } from '../config/paths.ts';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXL },
  heading: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: `0 0 ${tokens.spacingVerticalS}`,
  },
  paragraph: { margin: `0 0 ${tokens.spacingVerticalS}`, lineHeight: tokens.lineHeightBase400 },
  updated: { color: tokens.colorNeutralForeground2, marginTop: 0 },
});

export function LegalDocument({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: readonly LegalSection[];
}) {
  const styles = useStyles();
  const signedIn = useSession() !== null;
  return (
    <AuthLayout
      title={title}
      wide
      callToAction={
        signedIn ? (
          <AppLink href={paths.welcome}>Back to your profile</AppLink>
        ) : (
          <AppLink href={paths.login}>Sign in</AppLink>
        )
      }
    >
      <p className={styles.updated}>Last updated: {updated}</p>
      {sections.map((section) => (
        <section
          key={section.heading}
          className={styles.section}
          aria-labelledby={slug(section.heading)}
        >
          <h2 id={slug(section.heading)} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
    </AuthLayout>
  );
}

const slug = (text: string) => `section-${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
