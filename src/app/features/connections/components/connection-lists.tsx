/**
 * The two tabs' content (spec sections 2 and 8): Invitations (Pending, then the collapsible
 * Ignored Invitations) and Connections (Active Connections, then the collapsible Disconnected).
 * Each list has a heading; a list that could not load says so in the spec's words (the error is
 * reported once by lib/use-connection-lists.ts).
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { connectionTexts } from '../lib/connection-texts.ts';
import type { ListState } from '../lib/use-connection-lists.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  accordionHeading: { margin: 0 },
});

/** A list's state when it is not ready: the spinner, the offline note or the failure message. */
export function ListStatus({ state, failure }: { state: ListState; failure: string }) {
  const styles = useStyles();
  if (state === 'loading') return <Spinner size="small" label="Loading…" />;
  if (state === 'notLoadedOffline')
    return <p className={styles.empty}>{connectionTexts.notLoadedOffline}</p>;
  return <FormAlert intent="error">{failure}</FormAlert>;
}

/** A headed list that is always shown (Pending Invitations, Active Connections). */
export function ListSection({
  heading,
  empty,
  emptyHowTo,
  children,
  status,
}: {
  heading: string;
  empty: string;
  /** Under `empty`: how rows come to the list. */
  emptyHowTo: string;
  /** The rows (`<li>`s). */
  children: ReactNode[];
  /** Shown instead of the rows while they cannot be. */
  status?: ReactNode;
}) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {status ??
        (children.length === 0 ? (
          <>
            <p className={styles.empty}>{empty}</p>
            <p className={styles.empty}>{emptyHowTo}</p>
          </>
        ) : (
          <ul className={styles.list} aria-labelledby={id}>
            {children}
          </ul>
        ))}
    </section>
  );
}

/** A collapsible headed list (Ignored Invitations, Disconnected), shown when it has rows. */
export function CollapsibleSection({
  heading,
  children,
}: {
  heading: string;
  children: ReactNode[];
}) {
  const styles = useStyles();
  const id = useId();
  if (children.length === 0) return null;
  return (
    <Accordion collapsible>
      <AccordionItem value="list">
        <AccordionHeader as="h2" className={styles.accordionHeading} id={id}>
          {`${heading} (${children.length})`}
        </AccordionHeader>
        <AccordionPanel>
          <ul className={styles.list} aria-labelledby={id}>
            {children}
          </ul>
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
