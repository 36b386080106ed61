import { formatTry } from '@oyna/sdk/i18n';
import { useT } from '../../provider/hooks';
import { Button } from '../../shared/Button';
import { Icon } from '../../shared/Icon';
import { skeletonBlock } from '../../shared/skeleton.css';
import { Spinner } from '../../shared/Spinner';
import { visuallyHidden } from '../../shared/a11y.css';
import { cx } from '../../theme/cx';
import type { PickRowView } from './betslip.model';
import * as css from './BetslipPick.css';
import { StakeInput } from './StakeInput';

export interface BetslipPickProps {
  row: PickRowView;
  /** A single bet: the pick takes its own stake. */
  withStake: boolean;
  onRemove(): void;
  onStake(stake: number | null): void;
}

/**
 * One pick: event, market, selection and odds, a remove button, and for a single bet its stake and
 * possible win. While it is being removed it is dimmed with a spinner; while the server has not
 * confirmed it, a placeholder waits where the stake goes; a message puts it at half opacity.
 */
export function BetslipPick({ row, withStake, onRemove, onStake }: BetslipPickProps) {
  const t = useT();
  const waiting = row.state !== 'ready';
  return (
    <li className={css.pick({ state: row.state, flagged: row.message !== null })} aria-busy={waiting || undefined}>
      <div className={css.body({ faded: row.message !== null })}>
        <div className={css.head}>
          <div className={css.titles}>
            <p className={css.event}>
              {row.isLive ? <span className={css.live}>{t('betslip.live')}</span> : null}
              {row.eventName}
            </p>
            <p className={css.market}>{row.marketName}</p>
          </div>
          {waiting ? (
            <span className={css.busy}>
              <Spinner size={16} />
              <span className={visuallyHidden}>{t(row.state === 'deleting' ? 'betslip.removing' : 'betslip.adding')}</span>
            </span>
          ) : (
            <Button tone="ghost" size="sm" shape="icon" className={css.remove} aria-label={t('betslip.remove', { pick: row.name })} onClick={onRemove}>
              <Icon name="close" size={16} />
            </Button>
          )}
        </div>
        <div className={css.selection}>
          <span className={css.oddName}>{row.oddName}</span>
          {row.odds === null ? <span className={cx(skeletonBlock, css.oddsPlaceholder)} /> : <span className={css.odds}>{row.odds}</span>}
        </div>
        {withStake ? (
          row.state === 'skeleton' ? (
            <span className={cx(skeletonBlock, css.placeholder)} />
          ) : (
            <div className={css.stakeLine}>
              <StakeInput value={row.stake} onChange={onStake} label={t('betslip.stakeFor', { pick: row.name })} disabled={waiting} />
              <span className={css.win}>
                {t('betslip.possibleWin')}
                <span className={css.winValue}>{formatTry(row.possibleWin)}</span>
              </span>
            </div>
          )
        ) : null}
      </div>
      {row.message ? <p className={css.message}>{row.message}</p> : null}
    </li>
  );
}
