/**
 * "Your receipts" on the end pages and landing pages (docs/decisions/048-signed-receipts.md): each
 * receipt kept on this device with its short id, the answers the server recorded, and whether the
 * server's signature checked out here; "Download receipts" saves them as a file. Plain text, no
 * live region: nothing is announced when the list fills in.
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  CheckmarkCircle16Filled,
  Warning16Filled,
} from '@fluentui/react-icons';
import { useId } from 'react';
import { receiptMessages } from '../../domain/receipts.ts';
import { downloadText } from '../lib/download.ts';
import { receiptsFileText } from '../lib/receipts/receipts.ts';
import { useReceipts } from '../lib/receipts/use-receipts.ts';

export const receiptsListMessages = {
  title: 'Your receipts',
  about:
    'The server signs a receipt of the answers it recorded. They are kept on this device, and you can keep a copy.',
  download: 'Download receipts',
} as const;

const useStyles = makeStyles({
  receipts: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, lineHeight: tokens.lineHeightBase300, fontSize: tokens.fontSizeBase300 },
  list: {
    // As wide as the section (not as its longest line): a line's width never depends on its id.
    alignSelf: 'stretch',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  name: { fontWeight: tokens.fontWeightSemibold },
  line: { fontVariantNumeric: 'tabular-nums' },
  status: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  verified: { color: tokens.colorPaletteGreenForeground1 },
  notVerified: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export interface ReceiptsListProps {
  userId: string;
  /** The assessment whose receipts show; null: the questionnaire's. */
  assessmentId: string | null;
  headingLevel?: 2 | 3;
}

/** Nothing until the device holds a receipt of this assessment. */
export function ReceiptsList({ userId, assessmentId, headingLevel = 3 }: ReceiptsListProps) {
  const styles = useStyles();
  const checked = useReceipts(userId, assessmentId);
  const titleId = useId();
  if (checked.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const download = () =>
    downloadText(
      receiptsFileText(checked.map((c) => c.receipt)),
      `receipts-${new Date().toISOString().slice(0, 10)}.json`,
    );
  return (
    <section className={styles.receipts} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {receiptsListMessages.title}
      </Heading>
      <p className={styles.text}>{receiptsListMessages.about}</p>
      <ul className={styles.list}>
        {checked.map(({ receipt, verified }) => (
          <li key={receipt.signature} className={styles.item}>
            <span className={styles.name}>{receipt.title}</span>
            <span className={styles.line}>{receiptMessages.line(receipt.payload)}</span>
            <span
              className={mergeClasses(
                styles.status,
                verified ? styles.verified : styles.notVerified,
              )}
            >
              {verified ? <CheckmarkCircle16Filled aria-hidden /> : <Warning16Filled aria-hidden />}
              {verified ? receiptMessages.verified : receiptMessages.notVerified}
            </span>
          </li>
        ))}
      </ul>
      <Button icon={<ArrowDownload20Regular />} onClick={download}>
        {receiptsListMessages.download}
      </Button>
    </section>
  );
}
