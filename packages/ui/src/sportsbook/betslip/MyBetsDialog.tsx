import { useStore } from '@nanostores/react';
import { myBetsOf } from '@oyna/sdk/betslip';
import { formatTry } from '@oyna/sdk/i18n';
import { useEffect, useId } from 'react';
import { Dialog } from '../../dialog/Dialog';
import { useLocale, useOyna, useT } from '../../provider/hooks';
import { Pager } from '../../shared/Pager';
import { Segmented } from '../../shared/Segmented';
import { StatusChip } from '../../shared/StatusChip';
import { EmptyNotice, FailedNotice, LoadingNotice } from '../../shared/ListNotice';
import { useStoreSelector } from '../../shared/useStoreSelector';
import type { MyBetsDialogProps } from './betslipDialogs.types';
import { myBetsView, type CouponView } from './myBets.model';
import * as css from './MyBetsDialog.css';
import { useBetslip } from './useBetslip';

/**
 * The player's coupons (`openDialog('myBets')`): Open and Settled, newest first, a page at a time.
 * Each shows its status, stake, total odds, possible win (and the payout once settled), when it was
 * placed, and every selection with its result. It follows bets placed and settled meanwhile.
 */
export function MyBetsDialog({ settled: startSettled = false }: MyBetsDialogProps) {
  const t = useT();
  const locale = useLocale();
  const myBets = myBetsOf(useOyna());
  const format = useStoreSelector(useBetslip()?.$betslip ?? null, (state) => state.oddsFormat, 'decimal');
  const view = myBetsView(useStore(myBets.$myBets), { settled: startSettled, locale, format });

  useEffect(() => {
    void myBets.show({ settled: startSettled, page: 0 });
  }, [myBets, startSettled]);

  const show = (settled: boolean, page: number) => void myBets.show({ settled, page });

  return (
    <Dialog title={t('myBets.title')} size="lg">
      <div className={css.body}>
        <Segmented
          label={t('myBets.kind')}
          value={view.settled ? 'settled' : 'open'}
          onChange={(kind) => show(kind === 'settled', 0)}
          options={[
            { value: 'open', label: t('myBets.open') },
            { value: 'settled', label: t('myBets.settled') },
          ]}
        />
        {view.status === 'loading' ? (
          <LoadingNotice />
        ) : view.status === 'failed' ? (
          <FailedNotice retry={t('myBets.retry')} onRetry={() => void myBets.refresh()}>
            {t('myBets.failed')}
          </FailedNotice>
        ) : view.status === 'empty' ? (
          <EmptyNotice>{t(view.settled ? 'myBets.emptySettled' : 'myBets.emptyOpen')}</EmptyNotice>
        ) : (
          <ul className={css.coupons}>
            {view.coupons.map((coupon) => (
              <Coupon key={coupon.betId} coupon={coupon} />
            ))}
          </ul>
        )}
        {view.status === 'loaded' ? (
          <Pager
            label={t('myBets.pages')}
            page={view.page}
            pageCount={view.pageCount}
            pageOf={t('myBets.page', { page: view.page, count: view.pageCount })}
            previous={t('myBets.previous')}
            next={t('myBets.next')}
            onPage={(page) => show(view.settled, page)}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

function Coupon({ coupon }: { coupon: CouponView }) {
  const t = useT();
  const titleId = useId();
  const figures: [string, string][] = [
    [t('betslip.stake'), formatTry(coupon.stake)],
    [t('betslip.totalOdds'), coupon.totalOdds],
    [t('betslip.possibleWin'), formatTry(coupon.possibleWin)],
    ...(coupon.payout === null ? [] : ([[t('myBets.payout'), formatTry(coupon.payout)]] as [string, string][])),
  ];
  return (
    <li>
      <article className={css.coupon} aria-labelledby={titleId}>
        <div className={css.couponHead}>
          <h3 id={titleId} className={css.couponTitle}>
            {t('myBets.coupon', { id: coupon.betId })} <span className={css.couponType}>· {t(coupon.typeKey)}</span>
          </h3>
          <StatusChip tone={coupon.status.tone} label={t(coupon.status.key)} />
        </div>
        <p className={css.dates}>
          <span>
            {t('myBets.placedAt')}: {coupon.placedAt}
          </span>
          {coupon.settledAt ? (
            <span>
              {t('myBets.settledAt')}: {coupon.settledAt}
            </span>
          ) : null}
        </p>
        <ul className={css.selections} aria-label={t('myBets.selections')}>
          {coupon.selections.map((selection) => (
            <li key={selection.key} className={css.selection}>
              <span className={css.selectionText}>
                <span className={css.selectionEvent}>{selection.eventName}</span>
                <span className={css.selectionMarket}>
                  {selection.marketName}: {selection.oddName} · <span className={css.odds}>{selection.odds}</span>
                </span>
              </span>
              <StatusChip tone={selection.result.tone} label={t(selection.result.key)} />
            </li>
          ))}
        </ul>
        <dl className={css.figures}>
          {figures.map(([term, value]) => (
            <div key={term} className={css.figure}>
              <dt className={css.figureTerm}>{term}</dt>
              <dd className={css.figureValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}
