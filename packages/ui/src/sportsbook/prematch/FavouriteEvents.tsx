import { useId, useState } from 'react';
import { favouritesOf, type PrematchFavourite } from '@oyna/sdk/favourites';
import { matchName } from '@oyna/sdk/feed';
import { formatDateTime } from '@oyna/sdk/i18n';
import { routes } from '@oyna/sdk/routes';
import { useLocale, useOyna, useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { useClientStore } from '../../shared/useClientStore';
import { favouritesAhead } from './favouriteEvents.model';
import { FavouriteStar } from '../shared/FavouriteStar';
import * as css from './FavouriteEvents.css';
import { OynaLink } from '../../provider/navigation';

const NONE: PrematchFavourite[] = [];

/** My Favourite Events: the starred prematch matches still to come, each a link to its detail, with its star. */
export function FavouriteEvents() {
  const t = useT();
  const locale = useLocale();
  const client = useOyna();
  const favourites = favouritesOf(client);
  const starred = useClientStore(favourites.$prematchEvents, NONE);
  const [now] = useState(() => client.platform.now());
  const headingId = useId();
  const ahead = favouritesAhead(starred, now);
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        <Icon name="star" size={16} />
        {t('prematch.favouriteEvents')}
      </h2>
      {ahead.length === 0 ? (
        <p className={css.empty}>{t('prematch.favouriteEventsEmpty')}</p>
      ) : (
        <ul className={css.list}>
          {ahead.map((favourite) => (
            <li key={favourite.eventId} className={css.item}>
              <FavouriteStar
                starred
                label={t('prematch.favourite', { name: matchName(favourite) })}
                onToggle={() => favourites.togglePrematchEvent(favourite)}
              />
              <OynaLink className={css.link} to={routes.prematchDetail(favourite.eventId)}>
                <span className={css.meta}>
                  {[formatDateTime(favourite.eventDate, { locale }), favourite.leagueName].filter(Boolean).join(' · ')}
                </span>
                <span className={css.teams}>{matchName(favourite)}</span>
              </OynaLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
