/**
 * MATRIXTABLE: the group's items are the rows, its headers the columns; each row is answered with
 * one column. Laid out as a grid, but each row is a radio group named by the row's label and each
 * radio by its column's label, so that a screen reader hears "row, column" and arrow keys move
 * within a row.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { use, useId } from 'react';
import { useVisuallyHiddenClassName } from '../../../../components/visually-hidden.ts';
import type { AnswerSyncStates } from '../../lib/answer-sync.ts';
import type { Answer, ItemGroup } from '../../lib/responses.ts';
import { AnswerSyncStatus } from './answer-sync-status.tsx';
import { AnswerTo } from './item-props.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', rowGap: tokens.spacingVerticalS, overflowX: 'auto' },
  row: {
    display: 'grid',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  number: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  header: { fontWeight: tokens.fontWeightSemibold, textAlign: 'center' },
  cell: { display: 'flex', justifyContent: 'center' },
  rowState: { display: 'flex', marginTop: tokens.spacingVerticalXXS },
  radio: { width: '20px', height: '20px', margin: 0, cursor: 'pointer' },
});

export interface MatrixTableItemsProps {
  group: ItemGroup;
  answers: ReadonlyMap<string, Answer>;
  disabled: boolean;
  /** The questions screen: the number of the first row (each row is a question). */
  firstNumber?: number;
  /** The questions screen: where each row's answer is, under its label and as its description. */
  syncStates?: AnswerSyncStates;
}

export function MatrixTableItems({
  group,
  answers,
  disabled,
  firstNumber,
  syncStates,
}: MatrixTableItemsProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenClassName();
  const answerTo = use(AnswerTo);
  const baseId = useId();
  const columns = group.headers;
  const template = { gridTemplateColumns: `minmax(12em, 2fr) repeat(${columns.length}, 1fr)` };
  return (
    <div className={styles.grid}>
      {/* The column labels each radio carries already: shown, not read twice. */}
      <div className={styles.row} style={template} aria-hidden="true">
        <span />
        {columns.map((column) => (
          <span key={column.value} className={styles.header}>
            {column.label}
          </span>
        ))}
      </div>
      {group.items.map((item, rowIndex) => {
        const rowLabelId = `${baseId}-row-${rowIndex}`;
        const stateId = `${baseId}-state-${rowIndex}`;
        const state = syncStates?.get(item.id);
        const selected = answers.get(item.id)?.[0]?.id ?? null;
        return (
          <div
            key={item.id}
            role="radiogroup"
            aria-labelledby={rowLabelId}
            aria-describedby={state ? stateId : undefined}
            data-question={firstNumber === undefined ? undefined : item.id}
            className={styles.row}
            style={template}
          >
            <span>
              {/* Shown to scan by; the card above says "Questions 1–6 of 18" to everyone. */}
              {firstNumber !== undefined && (
                <span aria-hidden="true" className={styles.number}>
                  {firstNumber + rowIndex}.{' '}
                </span>
              )}
              <span id={rowLabelId}>{item.label}</span>
              {state && <AnswerSyncStatus id={stateId} state={state} className={styles.rowState} />}
            </span>
            {columns.map((column, columnIndex) => {
              // Every row has one option per column, in the same order (domain/assessments.ts).
              const option = item.options[columnIndex];
              if (!option) return <span key={column.value} />;
              const radioId = `${baseId}-${rowIndex}-${columnIndex}`;
              return (
                <span key={column.value} className={styles.cell}>
                  <input
                    id={radioId}
                    type="radio"
                    className={styles.radio}
                    name={`${baseId}-${item.id}`}
                    value={option.id}
                    checked={selected === option.id}
                    disabled={disabled}
                    onChange={() => {
                      if (!disabled) answerTo(item.id, [{ id: option.id }]);
                    }}
                  />
                  <label htmlFor={radioId} className={hidden}>
                    {column.label}
                  </label>
                </span>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
