import { useStore } from '@nanostores/react';
import type { HistoryList } from '@oyna/sdk/account';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocale, useT } from '../provider/hooks';
import { visuallyHidden } from '../shared/a11y.css';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { EmptyNotice, FailedNotice, LoadingNotice } from '../shared/ListNotice';
import { Pager } from '../shared/Pager';
import { StatusChip } from '../shared/StatusChip';
import { useViewportWidth } from '../shared/useViewportWidth';
import { BREAKPOINTS } from '../theme/breakpoints';
import { cx } from '../theme/cx';
import { historyView, type CellView, type HistoryView, type ListSpec } from './dashboard.model';
import { DAY_MASK, shownDay, typedDay } from './dateRange.model';
import * as css from './Dashboard.css';
import { codeMaskOptions } from '../shared/codeMask';
import { useDeferredMask } from '../shared/useDeferredMask';
import { useFeatureT } from '../shared/useFeatureT';
import { dashboardMessages } from './dashboard.messages';

const DAY_MASK_OPTIONS = codeMaskOptions(DAY_MASK);

export interface HistoryListPageProps<T> {
  list: HistoryList<T>;
  spec: ListSpec<T>;
}

/**
 * One dashboard list: a date range, the rows (a table on wide screens, cards on phones), and pages
 * of ten. A refused range shows the server's words under the dates.
 */
export function HistoryListPage<T>({ list, spec }: HistoryListPageProps<T>) {
  const t = useT();
  const td = useFeatureT(dashboardMessages);
  const locale = useLocale();
  const state = useStore(list.$list);
  const view = historyView(state, spec, locale);
  const phone = useViewportWidth() < BREAKPOINTS.desktop;
  const title = t(spec.titleKey);

  useEffect(() => {
    // First visit, or the list was emptied because another player logged in.
    if (state.status === 'idle') void list.show({ page: 0, dateFrom: null, dateTo: null });
  }, [list, state.status]);

  return (
    <section className={css.page} aria-label={title}>
      <DateRange query={view.query} error={view.error} onShow={(dateFrom, dateTo) => void list.show({ page: 0, dateFrom, dateTo })} />
      {view.status === 'loading' ? (
        <LoadingNotice />
      ) : view.status === 'failed' ? (
        <FailedNotice retry={td('dashboard.retry')} onRetry={() => void list.show(view.query)}>
          {td('dashboard.failed')}
        </FailedNotice>
      ) : view.status === 'refused' ? null : view.status === 'empty' ? (
        <EmptyNotice>{td(spec.emptyKey)}</EmptyNotice>
      ) : (
        <>
          <p className={css.total} role="status">
            {td('dashboard.total', { count: view.total })}
          </p>
          {phone ? <Cards view={view} spec={spec} title={title} /> : <Table view={view} spec={spec} title={title} />}
          <Pager
            label={td('dashboard.pages', { list: title })}
            page={view.page}
            pageCount={view.pageCount}
            pageOf={td('dashboard.page', { page: view.page, count: view.pageCount })}
            previous={td('dashboard.previous')}
            next={td('dashboard.next')}
            onPage={(page) => void list.show({ ...view.query, page })}
          />
        </>
      )}
    </section>
  );
}

type DayField = 'from' | 'to';
const INVALID_KEY = { from: 'dashboard.invalidFrom', to: 'dashboard.invalidTo' } as const;

function DateRange({
  query,
  error,
  onShow,
}: {
  query: HistoryView['query'];
  error: string | null;
  onShow(dateFrom: string | null, dateTo: string | null): void;
}) {
  const td = useFeatureT(dashboardMessages);
  const id = useId();
  const [typed, setTyped] = useState<Record<DayField, string>>({ from: shownDay(query.dateFrom), to: shownDay(query.dateTo) });
  const [invalid, setInvalid] = useState<DayField[]>([]);
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = typedDay(typed.from);
    const to = typedDay(typed.to);
    const wrong = (['from', 'to'] as const).filter((field) => (field === 'from' ? from : to).kind === 'invalid');
    setInvalid(wrong);
    if (wrong.length === 0) onShow(from.kind === 'day' ? from.iso : null, to.kind === 'day' ? to.iso : null);
  };
  const clear = () => {
    setTyped({ from: '', to: '' });
    setInvalid([]);
    onShow(null, null);
  };
  const message = invalid.length > 0 ? invalid.map((field) => td(INVALID_KEY[field])).join('; ') : error;
  const field = (name: DayField, label: string) => (
    <DayInput
      label={label}
      value={typed[name]}
      placeholder={td('dashboard.dayPlaceholder')}
      onChange={(value) => setTyped((current) => ({ ...current, [name]: value }))}
      invalid={invalid.includes(name) || (invalid.length === 0 && Boolean(error))}
      describedBy={message ? errorId : undefined}
    />
  );
  return (
    <form className={css.filter} onSubmit={submit} aria-labelledby={`${id}-legend`} noValidate>
      <p id={`${id}-legend`} className={css.legend}>
        {td('dashboard.filter')}
      </p>
      {field('from', td('dashboard.dateFrom'))}
      {field('to', td('dashboard.dateTo'))}
      <Button type="submit" tone="primary">
        {td('dashboard.apply')}
      </Button>
      {typed.from || typed.to || query.dateFrom || query.dateTo ? <Button onClick={clear}>{td('dashboard.clear')}</Button> : null}
      <p id={errorId} className={css.filterError} role="alert">
        {message ? (
          <>
            <Icon name="error" size={16} />
            {message}
          </>
        ) : null}
      </p>
    </form>
  );
}

/** A day typed day first, masked 00.00.0000 once the mask has loaded. */
function DayInput({
  label,
  value,
  placeholder,
  onChange,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const maskRef = useDeferredMask(DAY_MASK_OPTIONS);
  return (
    <label className={css.dateField}>
      {label}
      <input
        ref={maskRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={DAY_MASK.length}
        className={css.dateInput}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </label>
  );
}

function Cell({ cell }: { cell: CellView }) {
  const td = useFeatureT(dashboardMessages);
  if (cell.kind === 'chip') return <StatusChip tone={cell.chip.tone} label={td(cell.chip.key)} />;
  if (cell.kind === 'label') return <>{td(cell.key)}</>;
  return <>{cell.text}</>;
}

function Table<T>({ view, spec, title }: { view: HistoryView; spec: ListSpec<T>; title: string }) {
  const td = useFeatureT(dashboardMessages);
  return (
    <div className={css.tableScroll}>
      <table className={css.table}>
        <caption className={visuallyHidden}>{title}</caption>
        <thead>
          <tr>
            {spec.columns.map((column) => (
              <th key={column.header} scope="col" className={css.th}>
                {td(column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={spec.columns[index]!.header} className={cx(css.td, cell.kind === 'text' && cell.numeric ? css.numeric : undefined)}>
                  <Cell cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cards<T>({ view, spec, title }: { view: HistoryView; spec: ListSpec<T>; title: string }) {
  const td = useFeatureT(dashboardMessages);
  return (
    <ul className={css.cards} aria-label={title}>
      {view.rows.map((row) => (
        <li key={row.key} className={css.card}>
          <dl className={css.cardFields}>
            {row.cells.map((cell, index) => (
              <div key={spec.columns[index]!.header} className={css.field}>
                <dt className={css.term}>{td(spec.columns[index]!.header)}</dt>
                <dd className={css.value}>
                  <Cell cell={cell} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
