/** Layout shared by every form: a column of fields, actions, and rows of links under it. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 600px)': {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalM,
  },
  centered: { textAlign: 'center' },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
});
