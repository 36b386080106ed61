import { useStore } from '@nanostores/react';
import { BetslipType, STAKE_BUTTON_STEP, type Betslip, type BetslipState, type OddsFormat } from '@oyna/sdk/betslip';
import { formatTry } from '@oyna/sdk/i18n';
import { useId } from 'react';
import { closeDialogs, dialogs, openDialog } from '../../dialog/dialog.store';
import { useOpenLogin } from '../../login/useOpenLogin';
import { useLocale, useSession, useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { Button } from '../../shared/Button';
import { Icon } from '../../shared/Icon';
import { Segmented } from '../../shared/Segmented';
import { Select } from '../../shared/Select';
import { Spinner } from '../../shared/Spinner';
import { useStoreSelector } from '../../shared/useStoreSelector';
import { betslipTabs, betslipView, EMPTY_BETSLIP, ODDS_FORMATS, pickCount, type BetslipView } from './betslip.model';
import { BetslipPick } from './BetslipPick';
import * as css from './BetslipPanel.css';
import { StakeInput } from './StakeInput';
import { useBetslip } from './useBetslip';
import { useErrorToasts } from '../../toast/useErrorToasts';

export interface BetslipPanelProps {
  /**
   * `column`: a card with its own heading, for the page's right column. `sheet`: the body of the
   * phone's bottom sheet, whose title is the heading.
   * @default 'column'
   */
  variant?: 'column' | 'sheet';
}

const whole = (state: BetslipState) => state;
const sameFormat = (format: OddsFormat) => format;

/**
 * The betslip: odds format and view type, My Bets for players, Single / Multiple, the picks with
 * their stakes and possible wins, Accept Changes, and the place-bet button with the totals. What
 * the last attempt to place said stays in a warning box; a guest is offered the login there.
 */
export function BetslipPanel({ variant = 'column' }: BetslipPanelProps) {
  const betslip = useBetslip();
  useErrorToasts(betslip);
  // An odds button tells the slip of a press after the frame that shows it pressed (OddsButton), so
  // the slip's new pick renders after that frame, not in it.
  const state = useStoreSelector(betslip?.$betslip ?? null, whole, EMPTY_BETSLIP);
  return <BetslipBody betslip={betslip} state={state} variant={variant} />;
}

function BetslipBody({
  betslip,
  state,
  variant,
}: {
  betslip: Betslip | null;
  state: BetslipState;
  variant: 'column' | 'sheet';
}) {
  const t = useT();
  const loggedIn = useSession().status === 'player';
  const view = betslipView(state, { loggedIn, locale: useLocale() });
  const titleId = useId();
  const multipleHintId = useId();
  const stakeHintId = useId();
  const isMultiple = view.type === BetslipType.Multiple;

  return (
    <section
      className={css.panel({ variant })}
      aria-labelledby={variant === 'column' ? titleId : undefined}
      aria-label={variant === 'sheet' ? t('betslip.title') : undefined}
    >
      <div className={css.header}>
        {variant === 'column' ? (
          <h2 id={titleId} className={css.title}>
            <Icon name="ticket" size={18} />
            {t('betslip.title')}
            {view.count > 0 ? (
              <span className={css.count}>
                <span aria-hidden="true">{view.count}</span>
                <span className={visuallyHidden}>{t('betslip.pickCount', { count: view.count })}</span>
              </span>
            ) : null}
          </h2>
        ) : null}
        {loggedIn ? <MyBetsToggle /> : null}
      </div>

      <div className={css.settings}>
        <OddsFormatSelect betslip={betslip} />
        <p className={css.setting}>
          {/* The spec's one view type, European: shown, not chosen. */}
          {t('betslip.viewType')}: <span className={css.settingValue}>{t('betslip.viewType.european')}</span>
        </p>
      </div>

      <div className={css.typeRow}>
        <BetslipTypeTabs betslip={betslip} describedBy={multipleHintId} />
        {view.canDeleteAll ? (
          <Button tone="ghost" size="sm" shape="icon" aria-label={t('betslip.deleteAll')} title={t('betslip.deleteAll')} onClick={() => betslip?.removeAll()}>
            <Icon name="trash" size={18} />
          </Button>
        ) : null}
        <span id={multipleHintId} className={visuallyHidden}>
          {t('betslip.multipleNeedsTwo')}
        </span>
      </div>

      <Notice view={view} />

      {view.rows.length > 0 ? (
        <ul className={css.picks}>
          {view.rows.map((row) => (
            <BetslipPick
              key={row.oddId}
              row={row}
              withStake={!isMultiple}
              onRemove={() => betslip?.toggle({ oddId: row.oddId, isLive: row.isLive })}
              onStake={(stake) => betslip?.setSingleStake(row.oddId, stake)}
            />
          ))}
        </ul>
      ) : null}

      {view.multiple ? (
        <div className={css.multiple}>
          <dl className={css.totals}>
            <dt className={css.term}>{t('betslip.totalOdds')}</dt>
            <dd className={css.amount}>{view.multiple.totalOdds}</dd>
          </dl>
          <div className={css.stakeRow}>
            {view.stakeButtons ? (
              <Button
                size="sm"
                shape="icon"
                aria-label={t('betslip.decreaseStake', { amount: formatTry(STAKE_BUTTON_STEP) })}
                onClick={() => betslip?.stepMultipleStake(-1)}
              >
                <Icon name="minus" size={16} />
              </Button>
            ) : null}
            <span className={css.stakeField}>
              <StakeInput value={view.multiple.stake} onChange={(stake) => betslip?.setMultipleStake(stake)} label={t('betslip.stake')} />
            </span>
            {view.stakeButtons ? (
              <Button
                size="sm"
                shape="icon"
                aria-label={t('betslip.increaseStake', { amount: formatTry(STAKE_BUTTON_STEP) })}
                onClick={() => betslip?.stepMultipleStake(1)}
              >
                <Icon name="plus" size={16} />
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {view.showPlaceBet ? (
        <>
          <AcceptChangesBox betslip={betslip} />
          <dl className={css.totals}>
            <dt className={css.term}>{t('betslip.totalStake')}</dt>
            <dd className={css.amount}>{formatTry(view.totalStake)}</dd>
            <dt className={css.term}>{t('betslip.possibleWin')}</dt>
            <dd className={css.amount}>{formatTry(view.totalPossibleWin)}</dd>
          </dl>
        </>
      ) : null}

      {view.warning ? <Warning view={view} /> : null}

      {view.showPlaceBet ? (
        <>
          <Button
            tone="primary"
            block
            disabled={view.placeDisabled}
            aria-describedby={view.stakeNeeded ? stakeHintId : undefined}
            onClick={() => void betslip?.placeBet()}
          >
            {view.placing ? <Spinner /> : null}
            {t(view.placing ? 'betslip.placing' : 'betslip.placeBet')}
          </Button>
          {view.stakeNeeded ? (
            <p id={stakeHintId} className={css.hint}>
              {t('betslip.stakeNeeded')}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** Opens the player's coupons, or closes them when they are open. */
function MyBetsToggle() {
  const t = useT();
  const open = useStore(dialogs.$dialog)?.name === 'myBets';
  return (
    <Button tone="secondary" size="sm" aria-pressed={open} onClick={() => (open ? closeDialogs() : openDialog('myBets'))}>
      <Icon name="book" size={16} />
      {t('betslip.myBets')}
    </Button>
  );
}

/** 'Your coupon has been created', else 'Your betslip is empty': a live region, so both are heard. */
function Notice({ view }: { view: BetslipView }) {
  const t = useT();
  const kind = view.notice === 'created' ? 'created' : view.notice === null ? 'none' : 'quiet';
  return (
    <div role="status" className={css.notice({ kind })}>
      {view.notice === 'created' ? (
        <>
          <Icon name="success" size={18} />
          {t('betslip.created')}
        </>
      ) : view.notice === 'loading' ? (
        <>
          <Spinner /> {t('common.loading')}
        </>
      ) : view.notice === 'empty' ? (
        <>
          <span className={css.emptyTitle}>{t('betslip.empty')}</span>
          {t('betslip.emptyHint')}
        </>
      ) : null}
    </div>
  );
}

/** Why the last attempt to place did not go through, with a way to log in when that was the reason. */
function Warning({ view }: { view: BetslipView }) {
  const t = useT();
  const openLogin = useOpenLogin();
  const loggedIn = useSession().status === 'player';
  const { warning } = view;
  if (!warning) return null;
  return (
    <div role="alert" className={css.warning}>
      <Icon name="warning" size={18} />
      <p className={css.warningText}>
        {warning.kind === 'loginRequired' ? t('betslip.loginRequired') : warning.text}
        {warning.kind === 'loginRequired' && !loggedIn ? (
          <Button tone="link" onClick={openLogin}>
            {t('header.login')}
          </Button>
        ) : null}
      </p>
    </div>
  );
}

/** The odds format select, following the store at once (not a frame later with the picks). */
function OddsFormatSelect({ betslip }: { betslip: Betslip | null }) {
  const t = useT();
  const format = useStoreSelector(betslip?.$oddsFormat ?? null, sameFormat, EMPTY_BETSLIP.oddsFormat);
  return (
    <Select
      label={t('betslip.oddsFormat')}
      options={ODDS_FORMATS.map((option) => ({ value: option, label: t(`betslip.oddsFormat.${option}`) }))}
      value={format}
      onChange={(chosen) => betslip?.setOddsFormat(chosen)}
      compact
      background="surface"
    />
  );
}

const typeOf = (state: BetslipState) => state.type;

/** Single / Multiple, following the store at once; Multiple needs two picks. */
function BetslipTypeTabs({ betslip, describedBy }: { betslip: Betslip | null; describedBy: string }) {
  const t = useT();
  // Two values, not the whole slip: this runs in the frame of every odds press.
  const type = useStoreSelector(betslip?.$betslip ?? null, typeOf, EMPTY_BETSLIP.type);
  const count = useStoreSelector(betslip?.$pickedOddIds ?? null, pickCount, 0);
  return (
    <Segmented
      label={t('betslip.type')}
      value={type}
      onChange={(chosen) => betslip?.selectType(chosen)}
      options={betslipTabs(type, count).map((tab) => ({
        value: tab.type,
        label: t(tab.type === BetslipType.Multiple ? 'betslip.multiple' : 'betslip.single'),
        disabled: tab.disabled,
        describedBy: tab.disabled ? describedBy : undefined,
      }))}
    />
  );
}

const acceptsChanges = (state: BetslipState) => state.acceptChanges;

/** Accept Changes, following the store at once. */
function AcceptChangesBox({ betslip }: { betslip: Betslip | null }) {
  const t = useT();
  const accept = useStoreSelector(betslip?.$betslip ?? null, acceptsChanges, EMPTY_BETSLIP.acceptChanges);
  return (
    <label className={css.accept}>
      <input
        type="checkbox"
        className={css.checkbox}
        checked={accept}
        onChange={(event) => betslip?.setAcceptChanges(event.target.checked)}
      />
      {t('betslip.acceptChanges')}
    </label>
  );
}
