import { useStore } from '@nanostores/react';
import type { HistoryList } from '@oyna/sdk/account';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocale, useT } from '../provider/hooks';
import { visuallyHidden } from '../shared/a11y.css';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Pager } from '../shared/Pager';
import { Spinner } from '../shared/Spinner';
import { StatusChip } from '../shared/StatusChip';
import { useViewportWidth } from '../shared/useViewportWidth';
import { BREAKPOINTS } from '../theme/breakpoints';
import { cx } from '../theme/cx';
import { dateOrNull, historyView, type CellView, type HistoryView, type ListSpec } from './dashboard.model';
import * as css from './Dashboard.css';
import { useFeatureT } from '../shared/useFeatureT';
import { dashboardMessages } from './dashboard.messages';

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
        <p className={css.notice} aria-busy="true" role="status">
          <Spinner /> {t('common.loading')}
        </p>
      ) : view.status === 'failed' ? (
        <p className={css.notice}>
          {td('dashboard.failed')}
          <Button size="sm" onClick={() => void list.show(view.query)}>
            {td('dashboard.retry')}
          </Button>
        </p>
      ) : view.status === 'refused' ? null : view.status === 'empty' ? (
        <p className={css.notice} role="status">
          {td(spec.emptyKey)}
        </p>
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
  const [from, setFrom] = useState(query.dateFrom ?? '');
  const [to, setTo] = useState(query.dateTo ?? '');
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow(dateOrNull(from), dateOrNull(to));
  };
  const clear = () => {
    setFrom('');
    setTo('');
    onShow(null, null);
  };
  const described = error ? errorId : undefined;
  return (
    <form className={css.filter} onSubmit={submit} aria-labelledby={`${id}-legend`} noValidate>
      <p id={`${id}-legend`} className={css.legend}>
        {td('dashboard.filter')}
      </p>
      <label className={css.dateField}>
        {td('dashboard.dateFrom')}
        <input
          type="date"
          className={css.dateInput}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </label>
      <label className={css.dateField}>
        {td('dashboard.dateTo')}
        <input
          type="date"
          className={css.dateInput}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </label>
      <Button type="submit" tone="primary">
        {td('dashboard.apply')}
      </Button>
      {from || to || query.dateFrom || query.dateTo ? (
        <Button onClick={clear}>{td('dashboard.clear')}</Button>
      ) : null}
      <p id={errorId} className={css.filterError} role="alert">
        {error ? (
          <>
            <Icon name="error" size={16} />
            {error}
          </>
        ) : null}
      </p>
    </form>
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
