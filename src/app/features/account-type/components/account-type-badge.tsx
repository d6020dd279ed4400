/** The Lateral / Campus badge of the top bar; says when the choice is still only on this device. */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { AccountType } from '../../../../domain/constants.ts';

const LABELS: Record<AccountType, string> = { LATERAL: 'Lateral', CAMPUS: 'Campus' };

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  note: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

export function AccountTypeBadge({
  accountType,
  savedOnDevice,
}: {
  accountType: AccountType;
  savedOnDevice?: boolean;
}) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <Badge
        appearance="tint"
        color="brand"
        size="large"
        aria-label={`Account type: ${LABELS[accountType]}`}
      >
        {LABELS[accountType]}
      </Badge>
      {savedOnDevice ? <span className={styles.note}>Saved on this device</span> : null}
    </span>
  );
}
