import { makeStyles, tokens } from '@fluentui/react-components';

export const useItemStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  hint: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});
