/**
 * A class that hides an element from sight but not from screen readers (words that icons or
 * colour say to sighted users, live regions, a file input opened by a visible button).
 */
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export function useVisuallyHiddenClassName(): string {
  return useStyles().visuallyHidden;
}
