import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { favouritesOf } from '@oyna/sdk/favourites';
import type { Loadable } from '@oyna/sdk';
import { matchName, prematchOf, type EventDetail } from '@oyna/sdk/feed';
import { formatDateTime, parseServerTime } from '@oyna/sdk/i18n';
import { RoutePath } from '@oyna/sdk/routes';
import { useLocale, useOyna, useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { useClientStore } from '../../shared/useClientStore';
import { useHydrated } from '../../provider/useHydrated';
import { EventMarkets } from '../markets/EventMarkets';
import { EventRowsSkeleton } from './EventRowsSkeleton';
import { FavouriteStar } from '../shared/FavouriteStar';
import { LoadFailure } from './LoadFailure';
import * as css from './PrematchDetail.css';
import { OynaLink } from '../../provider/navigation';

const IDLE: Loadable<EventDetail, number> = { status: 'idle' };

export interface PrematchDetailProps {
  eventId: number;
}

/** The prematch detail page's content: the event's competition, teams and kick-off, then every market. */
export function PrematchDetail({ eventId }: PrematchDetailProps) {
  const t = useT();
  const locale = useLocale();
  const client = useOyna();
  const prematch = prematchOf(client);
  const favourites = favouritesOf(client);
  const detail = useClientStore(prematch.$detail, IDLE);
  const starred = useStore(favourites.$prematchEvents).some((favourite) => favourite.eventId === eventId);
  // The kick-off is shown in the player's zone, which only the browser knows.
  const hydrated = useHydrated();

  useEffect(() => void prematch.openDetail(eventId), [prematch, eventId]);

  return (
    <div className={css.detail}>
      <OynaLink className={css.back} to={RoutePath.prematchHome}>
        <Icon name="arrowLeft" size={16} />
        {t('prematch.backToHome')}
      </OynaLink>
      {detail.status === 'failed' ? (
        <LoadFailure error={detail.error} onRetry={() => void prematch.openDetail(eventId)} />
      ) : detail.status !== 'ready' ? (
        <EventRowsSkeleton rows={6} />
      ) : (
        <>
          <header className={css.head}>
            <p className={css.competition}>{[detail.value.groupName, detail.value.competitionName].filter(Boolean).join(' · ')}</p>
            <div className={css.titleRow}>
              <h2 className={css.teams}>{matchName(detail.value)}</h2>
              <FavouriteStar
                starred={hydrated && starred}
                label={t('prematch.favourite', { name: matchName(detail.value) })}
                onToggle={() =>
                  favourites.togglePrematchEvent({
                    eventId: detail.value.id,
                    sportId: detail.value.sportId,
                    groupName: detail.value.groupName,
                    leagueName: detail.value.competitionName,
                    homeName: detail.value.homeName,
                    awayName: detail.value.awayName,
                    eventDate: detail.value.eventDate,
                  })
                }
              />
            </div>
            <p className={css.kickoff}>
              <Icon name="calendar" size={16} />
              <span className={css.kickoffLabel}>{t('prematch.kickoff')}</span>
              <time dateTime={parseServerTime(detail.value.eventDate).toISOString()}>
                {formatDateTime(detail.value.eventDate, { locale, timeZone: hydrated ? undefined : 'UTC' })}
              </time>
            </p>
          </header>
          <EventMarkets event={detail.value} />
        </>
      )}
    </div>
  );
}
