/** The two large choices of the chooser: native radio buttons (arrow keys, one tab stop) drawn as cards. */
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { BriefcaseRegular, type FluentIcon, HatGraduationRegular } from '@fluentui/react-icons';
import type { AccountType } from '../../../../domain/constants.ts';

export const ACCOUNT_TYPE_OPTIONS = [
  {
    value: 'CAMPUS',
    label: 'Campus',
    description:
      'I am a student or a recent graduate, looking for an internship, a summer program or my first full-time role.',
    Icon: HatGraduationRegular,
  },
  {
    value: 'LATERAL',
    label: 'Lateral',
    description: 'I am an experienced professional, looking to move to a new role or a new firm.',
    Icon: BriefcaseRegular,
  },
] as const satisfies readonly {
  value: AccountType;
  label: string;
  description: string;
  Icon: FluentIcon;
}[];

const useStyles = makeStyles({
  group: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 600px)': {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    minHeight: '180px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': {
      ...shorthands.borderColor(tokens.colorBrandStroke1),
      backgroundColor: tokens.colorNeutralBackground1Hover,
    },
    ':has(input:focus-visible)': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  checked: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  disabled: { cursor: 'default', opacity: 0.8 },
  input: {
    position: 'absolute',
    top: tokens.spacingVerticalL,
    right: tokens.spacingHorizontalL,
    margin: 0,
    width: '20px',
    height: '20px',
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  title: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  description: { color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

export interface AccountTypeOptionsProps {
  value: AccountType | null;
  onChange: (value: AccountType) => void;
  disabled?: boolean;
  /** The id of the question's heading, which names the group. */
  labelledBy: string;
}

export function AccountTypeOptions({
  value,
  onChange,
  disabled,
  labelledBy,
}: AccountTypeOptionsProps) {
  const styles = useStyles();
  return (
    <fieldset className={styles.group} disabled={disabled} aria-labelledby={labelledBy}>
      {ACCOUNT_TYPE_OPTIONS.map(({ value: option, label, description, Icon }) => {
        const labelId = `account-type-${option}-label`;
        const descriptionId = `account-type-${option}-description`;
        return (
          <label
            key={option}
            className={mergeClasses(
              styles.card,
              value === option && styles.checked,
              disabled && styles.disabled,
            )}
          >
            <input
              type="radio"
              name="accountType"
              value={option}
              className={styles.input}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
            />
            <Icon className={styles.icon} aria-hidden="true" />
            <span id={labelId} className={styles.title}>
              {label}
            </span>
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
