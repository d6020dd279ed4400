/**
 * The FAQ page (spec section 2): an accordion of seven questions (several may be open at once) and
 * a Contact us button that writes to the support address. Nothing is loaded: it works offline.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { env } from '../../../config/env.ts';
import { FAQ_ENTRIES } from '../lib/faq-entries.ts';

const useStyles = makeStyles({
  root: { maxWidth: '900px' },
  title: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    '@media (min-width: 600px)': {
      fontSize: tokens.fontSizeHero700,
      lineHeight: tokens.lineHeightHero700,
    },
  },
  lead: {
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    color: tokens.colorNeutralForeground2,
  },
  accordion: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow2,
    padding: `${tokens.spacingVerticalS} 0`,
  },
  panel: {
    margin: `0 ${tokens.spacingHorizontalXL} ${tokens.spacingVerticalL}`,
    lineHeight: tokens.lineHeightBase400,
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
  },
  contact: {
    marginTop: tokens.spacingVerticalXXL,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
  contactTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function Faq() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>Frequently Asked Questions</h1>
      <p className={styles.lead}>Answers to what candidates ask us most.</p>
      <Accordion multiple collapsible className={styles.accordion}>
        {FAQ_ENTRIES.map((entry) => (
          <AccordionItem key={entry.id} value={entry.id}>
            <AccordionHeader as="h2" size="large">
              {entry.question}
            </AccordionHeader>
            <AccordionPanel className={styles.panel}>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
      <section className={styles.contact} aria-labelledby="faq-contact">
        <h2 id="faq-contact" className={styles.contactTitle}>
          Still have a question?
        </h2>
        <Button
          as="a"
          href={`mailto:${env.SUPPORT_EMAIL}`}
          appearance="primary"
          icon={<MailRegular />}
        >
          Contact us
        </Button>
      </section>
    </div>
  );
}
