/**
 * The instruction cards and notices of the assessment intros (behavioral, cognitive, lateral): a
 * grid of cards (icon, headline, copy) and full-width notices (icon, headline, text), each headed
 * at level 2 under the page's title.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';

export type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export interface InstructionCopy {
  headline: string;
  copy: string;
}

const useStyles = makeStyles({
  items: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  icon: { flexShrink: 0, fontSize: '24px', color: tokens.colorBrandForeground1 },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: `${tokens.spacingVerticalXS} 0 0`, lineHeight: tokens.lineHeightBase300 },
  notice: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** The cards, in order; icons repeat when there are fewer icons than cards. */
export function InstructionItems({
  items,
  icons,
}: {
  items: readonly InstructionCopy[];
  icons: readonly IconComponent[];
}) {
  const styles = useStyles();
  return (
    <ul className={styles.items}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length]!;
        return (
          <li key={item.headline} className={styles.item}>
            <Icon className={styles.icon} aria-hidden />
            <div>
              <h2 className={styles.heading}>{item.headline}</h2>
              <p className={styles.text}>{item.copy}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A notice: a region named by its headline. */
export function Notice({
  icon: Icon,
  title,
  children,
  id,
}: {
  icon: IconComponent;
  title: string;
  children: ReactNode;
  id: string;
}) {
  const styles = useStyles();
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <Icon className={styles.icon} aria-hidden />
      <div>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        <p className={styles.text}>{children}</p>
      </div>
    </section>
  );
}
