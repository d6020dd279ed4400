/**
 * The wrapper of every question: the container that takes the question's keys, the description,
 * and the error under the controls. Keys are handled here (not on window) so that two questions on
 * screen at once (during a slide) never both react: only the one holding focus does.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircle16Filled } from '@fluentui/react-icons';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    outline: 'none',
  },
  description: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    whiteSpace: 'pre-line',
  },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase300,
  },
});

export interface QuestionShellProps {
  /** The frame's heading: names the question for assistive technology. */
  labelId: string;
  description?: string | null | undefined;
  error: string | null;
  /** The error's element id, for the controls' aria-describedby. */
  errorId: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /**
   * When the question itself is the control group (checkboxes): more ids describing it (a hint),
   * and aria-invalid with the error. Otherwise the inner control carries these.
   */
  groupDescribedBy?: string;
  groupInvalid?: boolean;
  /** Focus this on mount instead of the container (text and number questions: their input). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function QuestionShell(props: QuestionShellProps) {
  const styles = useStyles();
  const rootRef = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  const { initialFocus } = props;

  // Focus lands inside the question when it appears, so its keys work at once and screen readers
  // announce it; unless focus is already inside (the frame moved it there itself).
  useEffect(() => {
    const root = rootRef.current;
    if (!root || root.contains(document.activeElement)) return;
    (initialFocus?.current ?? root).focus({ preventScroll: true });
  }, [initialFocus]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      tabIndex={-1}
      role="group"
      aria-labelledby={props.labelId}
      aria-describedby={
        [props.description ? descriptionId : '', props.groupDescribedBy ?? ''].join(' ').trim() ||
        undefined
      }
      aria-invalid={props.groupInvalid ? true : undefined}
      data-question-root=""
      onKeyDown={props.onKeyDown}
    >
      {props.description ? (
        <p id={descriptionId} className={styles.description}>
          {props.description}
        </p>
      ) : null}
      {props.children}
      {props.error ? (
        <div id={props.errorId} role="alert" className={styles.error}>
          <ErrorCircle16Filled aria-hidden />
          {props.error}
        </div>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control: the given ids and the error's when there is one. */
export function describedBy(error: string | null, errorId: string, ...ids: (string | undefined)[]) {
  const all = [...ids, error ? errorId : undefined].filter(Boolean);
  return all.length > 0 ? all.join(' ') : undefined;
}
