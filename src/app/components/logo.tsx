/** The product's mark and name, drawn inline (no image request, works offline). */
import { makeStyles, tokens } from '@fluentui/react-components';

export const PRODUCT_NAME = 'Candidate Portal';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    textDecoration: 'none',
  },
  mark: { flexShrink: 0 },
});

export function Logo({ size = 32 }: { size?: number }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <svg
        className={styles.mark}
        width={size}
        height={size}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill={tokens.colorBrandBackground} />
        <path
          d="M9 17.5l4.5 4.5L23 11"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
