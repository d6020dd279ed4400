/** One choice drawn as a button with its shortcut letter (multiple choice: radio or checkbox). */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import type { Ref } from 'react';
import { optionLetter } from '../../lib/keyboard.ts';

const useStyles = makeStyles({
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '44px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase400,
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  checked: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  letter: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  letterChecked: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
  },
  label: { flexGrow: 1 },
});

export interface OptionButtonProps {
  role: 'radio' | 'checkbox';
  index: number;
  label: string;
  checked: boolean;
  tabIndex: number;
  ref?: Ref<HTMLButtonElement>;
  onClick: () => void;
}

export function OptionButton({ ref, ...props }: OptionButtonProps) {
  const styles = useStyles();
  const letter = optionLetter(props.index);
  return (
    <button
      ref={ref}
      type="button"
      role={props.role}
      aria-checked={props.checked}
      aria-keyshortcuts={letter || undefined}
      tabIndex={props.tabIndex}
      className={mergeClasses(styles.option, props.checked && styles.checked)}
      onClick={props.onClick}
    >
      {letter ? (
        // The letter is a visible key hint; aria-keyshortcuts carries it for assistive technology.
        <span
          aria-hidden
          className={mergeClasses(styles.letter, props.checked && styles.letterChecked)}
        >
          {letter}
        </span>
      ) : null}
      <span className={styles.label}>{props.label}</span>
      {props.checked ? <CheckmarkRegular aria-hidden /> : null}
    </button>
  );
}
