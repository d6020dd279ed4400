/**
 * "Required information" (spec section 2): what the candidate's industry context needs, each item
 * checked once the entries on the page meet it; in words as well as by icon and colour.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { RequirementItem } from '../../../../domain/education.ts';
import { CheckItem } from '../../../components/check-item.tsx';

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
          <CheckItem
            key={item.id}
            label={item.label}
            met={item.met}
            metText=": done"
            notMetText=": still needed"
            size="medium"
          />
        ))}
      </ul>
    </section>
  );
}
