/** The side column of wide screens (900 px and up): the navigation, beside the page. */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    flexShrink: 0,
    width: '264px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // Stays in view under the sticky top bar (53 px) while the page scrolls.
    position: 'sticky',
    top: '53px',
    alignSelf: 'flex-start',
    height: 'calc(100dvh - 53px)',
    overflowY: 'auto',
    '@media (min-width: 1800px)': { width: '300px' },
  },
});

export function SideNavigation({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <nav aria-label="Main" className={styles.root}>
      {children}
    </nav>
  );
}
