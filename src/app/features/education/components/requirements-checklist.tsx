/**
 * "Required information" (spec section 2): what the candidate's industry context needs, each item
 * checked once the entries on the page meet it; in words as well as by icon and colour.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { RequirementItem } from '../../../../domain/education.ts';

const useStyles = makeStyles({
  box: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  title: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  met: { color: tokens.colorPaletteGreenForeground1 },
  icon: { flexShrink: 0, fontSize: '20px' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export function RequirementsChecklist({ items }: { items: readonly RequirementItem[] }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Required information
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li
            key={item.id}
            className={mergeClasses(styles.item, item.met && styles.met)}
            data-met={item.met}
          >
            {item.met ? (
              <CheckmarkCircleFilled className={styles.icon} aria-hidden="true" />
            ) : (
              <CircleRegular className={styles.icon} aria-hidden="true" />
            )}
            <span>
              {item.label}
              <span className={styles.hidden}>{item.met ? ': done' : ': still needed'}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
