/**
 * One line of a checklist (password rules, required information): met or not, said by the icon,
 * the colour, and in words for screen readers (`metText` / `notMetText` after the label).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useVisuallyHiddenClassName } from './visually-hidden.ts';

const useStyles = makeStyles({
  item: { display: 'flex', color: tokens.colorNeutralForeground2 },
  small: {
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  medium: { alignItems: 'center', gap: tokens.spacingHorizontalS },
  met: { color: tokens.colorPaletteGreenForeground1 },
  smallIcon: { flexShrink: 0, fontSize: '16px' },
  mediumIcon: { flexShrink: 0, fontSize: '20px' },
});

interface CheckItemProps {
  label: string;
  met: boolean;
  metText: string;
  notMetText: string;
  size?: 'small' | 'medium';
}

export function CheckItem({ label, met, metText, notMetText, size = 'small' }: CheckItemProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenClassName();
  const Icon = met ? CheckmarkCircleFilled : CircleRegular;
  return (
    <li className={mergeClasses(styles.item, styles[size], met && styles.met)} data-met={met}>
      <Icon
        className={size === 'small' ? styles.smallIcon : styles.mediumIcon}
        aria-hidden="true"
      />
      <span>
        {label}
        <span className={hidden}>{met ? metText : notMetText}</span>
      </span>
    </li>
  );
}
