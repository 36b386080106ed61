import { useStore } from '@nanostores/react';
import { historyOf } from '@oyna/sdk/account';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useLocale, useOyna } from '../provider/hooks';
import { FailedNotice, LoadingNotice } from '../shared/ListNotice';
import { StatusChip } from '../shared/StatusChip';
import { profileRows, type CellView } from './dashboard.model';
import * as css from './Dashboard.css';
import { useFeatureT } from '../shared/useFeatureT';
import { dashboardMessages } from './dashboard.messages';

export interface PersonalInformationPageProps {
  /** The phone verification page variant, shown under the details when the host has it. */
  phoneVerification?: ReactNode;
}

/** Personal information (`/dashboard/account`): name, username, email, phone and whether it is verified, country, birth date. */
export function PersonalInformationPage({ phoneVerification }: PersonalInformationPageProps) {
  const td = useFeatureT(dashboardMessages);
  const locale = useLocale();
  const history = historyOf(useOyna());
  const state = useStore(history.$profile);

  useEffect(() => {
    if (state.status === 'idle') void history.showProfile();
  }, [history, state.status]);

  const text = (cell: CellView) => (cell.kind === 'text' ? cell.text : cell.kind === 'label' ? td(cell.key) : td(cell.chip.key));

  if (state.status !== 'ready' && state.status !== 'failed') {
    return (
      <LoadingNotice />
    );
  }
  if (state.status === 'failed') {
    return (
      <FailedNotice retry={td('dashboard.retry')} onRetry={() => void history.showProfile()}>
        {td('dashboard.profile.failed')}
      </FailedNotice>
    );
  }
  if (state.status !== 'ready') return null;
  const { rows, phoneVerified } = profileRows(state.value, locale);
  return (
    <div className={css.page}>
      <dl className={css.profile}>
        {rows.map((row) => (
          <Fragment key={row.term}>
            <dt className={css.profileTerm}>{td(row.term)}</dt>
            {row.term === 'dashboard.profile.phone' ? (
              <dd className={css.phoneValue}>
                {text(row.value)}
                <StatusChip
                  tone={phoneVerified ? 'won' : 'returned'}
                  label={td(phoneVerified ? 'dashboard.profile.verified' : 'dashboard.profile.notVerified')}
                />
              </dd>
            ) : (
              <dd className={css.value}>{text(row.value)}</dd>
            )}
          </Fragment>
        ))}
      </dl>
      {phoneVerification ? (
        <section className={css.section} aria-label={td('dashboard.profile.phoneVerification')}>
          {phoneVerification}
        </section>
      ) : null}
    </div>
  );
}
