/**
 * "What comes next" on the end pages of the assessments (the cognitive and lateral end screens and
 * completion pages, the behavioral "Well done"): what is still to do, in the side navigation's
 * order, each a link, the first one as the page's main action. With nothing left, the way to the
 * connection manager, where firms' invitations arrive. The caller gives the steps
 * (routes/use-next-steps.ts).
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRight20Regular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../config/paths.ts';
import { AppLink } from './app-link.tsx';

export interface NextStep {
  id: string;
  label: string;
  href: string;
}

export const nextStepsMessages = {
  title: 'What comes next',
  // The spec's words (spec 001 section 2, Well done).
  stillToDo: 'Recruiting can start only when all the checks in the menu are marked. Still to do:',
  startWith: (label: string) => `Continue with ${label}`,
  allDone:
    'Everything is done: firms can now find you. Their invitations arrive in the Connection Manager.',
  connectionManager: 'Open the Connection Manager',
} as const;

const useStyles = makeStyles({
  next: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

/** A primary button that is a link inside the app (navigates without a reload). */
function MainAction({ href, children }: { href: string; children: string }) {
  const [, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab) keep the browser's behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
  return (
    <Button
      as="a"
      href={href}
      appearance="primary"
      icon={<ArrowRight20Regular />}
      iconPosition="after"
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

export function NextSteps({
  steps,
  headingLevel = 2,
}: {
  steps: readonly NextStep[];
  /** 3 under a page whose title is an h2 (the assessment runner's end). */
  headingLevel?: 2 | 3;
}) {
  const styles = useStyles();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const m = nextStepsMessages;
  const [first, ...rest] = steps;
  return (
    <section className={styles.next} aria-labelledby="next-steps-title">
      <Heading id="next-steps-title" className={styles.title}>
        {m.title}
      </Heading>
      {first ? (
        <>
          <p className={styles.text}>{m.stillToDo}</p>
          <MainAction href={first.href}>{m.startWith(first.label)}</MainAction>
          {rest.length > 0 && (
            <ul className={styles.list}>
              {rest.map((step) => (
                <li key={step.id}>
                  <AppLink href={step.href}>{step.label}</AppLink>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <p className={styles.text}>{m.allDone}</p>
          <MainAction href={paths.connectionManager}>{m.connectionManager}</MainAction>
        </>
      )}
    </section>
  );
}
