/**
 * The welcome page (spec section 2): a hero, then what to do: the profile (education, work
 * preferences, demographics; editable any time), then two assessments, each taken once.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { AccountType } from '../../../../domain/constants.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AppImage } from '../../../components/app-image.tsx';

const useStyles = makeStyles({
  hero: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'center',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (min-width: 900px)': {
      gridTemplateColumns: '3fr 2fr',
      padding: tokens.spacingHorizontalXXXL,
    },
  },
  title: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    '@media (min-width: 600px)': {
      fontSize: tokens.fontSizeHero800,
      lineHeight: tokens.lineHeightHero800,
    },
  },
  lead: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  art: { width: '100%', height: 'auto', maxWidth: '360px', justifySelf: 'center' },
  steps: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalXXL} 0 0`,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalL,
    counterReset: 'step',
    '@media (min-width: 900px)': {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalXL,
    },
  },
  step: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  number: {
    gridRow: 'span 2',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  stepTitle: {
    margin: `0 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  stepText: {
    margin: 0,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
});

export function Welcome({
  firstName,
  accountType,
}: {
  firstName: string;
  accountType: AccountType;
}) {
  const styles = useStyles();
  useDocumentTitle('Welcome');
  const skills =
    accountType === 'LATERAL' ? 'the Lateral Law Assessment' : 'the Cognitive Skills Assessment';
  return (
    <>
      <section className={styles.hero} aria-labelledby="welcome-title">
        <div>
          <h1 id="welcome-title" className={styles.title}>
            Welcome{firstName ? `, ${firstName}` : ''}!
          </h1>
          <p className={styles.lead}>
            Firms use what you share here, and how you do in two short assessments, to find the
            people who fit them best, wherever they are. Two steps get you there.
          </p>
        </div>
        <AppImage
          src="/images/welcome-hero.svg"
          alt=""
          width={320}
          height={220}
          className={styles.art}
        />
      </section>
      <ol className={styles.steps} aria-label="Your next steps">
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            1
          </span>
          <h2 className={styles.stepTitle}>Complete your profile</h2>
          <p className={styles.stepText}>
            Add your education, your work preferences and your demographics. You can come back and
            edit them at any time.
          </p>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            2
          </span>
          <h2 className={styles.stepTitle}>Take two assessments</h2>
          <p className={styles.stepText}>
            Then take the Behavioral Assessment and {skills}. You take each one only once, so start
            when you have a quiet moment and enough time.
          </p>
        </li>
      </ol>
    </>
  );
}
