import { favouritesOf } from '@oyna/sdk/favourites';
import { parseServerTime } from '@oyna/sdk/i18n';
import type { PrematchEvent, RowMarket } from '@oyna/sdk/feed';
import { useLocale, useOyna, useT } from '../../provider/hooks';
import { useHydrated } from '../../provider/useHydrated';
import { useStoreSelector } from '../../shared/useStoreSelector';
import { eventDays, type EventRowView } from './eventRow.model';
import { FavouriteStar } from '../shared/FavouriteStar';
import { RowOdds } from '../shared/RowOdds';
import * as css from './EventRows.css';
import { OynaLink } from '../../provider/navigation';

export interface EventRowsProps {
  events: readonly PrematchEvent[];
  market: RowMarket;
  /** Show each event's group and competition (lists that mix competitions). */
  showCompetition?: boolean;
  /** The level of the day headings, one below the list's own heading. @default 4 */
  dayHeadingLevel?: 3 | 4;
}

/**
 * Events under a heading per kick-off day: star, time and date, teams, '+ {oddCount}' to the
 * detail, and the chosen market's odds, each cell naming its selection (Double Chance beside
 * Match Result where the list is wide enough: desktop). Wide lists put the odds on the same line.
 */
export function EventRows({ events, market, showCompetition = false, dayHeadingLevel = 4 }: EventRowsProps) {
  const t = useT();
  const locale = useLocale();
  // Kick-off times are in the player's zone, which the server does not know: it renders UTC.
  const hydrated = useHydrated();
  const days = eventDays(events, market, t, { locale, timeZone: hydrated ? undefined : 'UTC' });
  const DayHeading = dayHeadingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={css.list}>
      {days.map((day) => (
        <div key={day.day}>
          <DayHeading className={css.dayHeading}>{day.heading}</DayHeading>
          <ul className={css.rows}>
            {day.rows.map((row) => (
              <EventRow key={row.id} row={row} showCompetition={showCompetition} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function EventRow({ row, showCompetition }: { row: EventRowView; showCompetition: boolean }) {
  const t = useT();
  const favourites = favouritesOf(useOyna());
  // Each row follows only its own star: a favourite toggled re-renders one row, not the list.
  const starred = useStoreSelector(
    favourites.$prematchEvents,
    (events) => events.some((favourite) => favourite.eventId === row.id),
    false,
  );
  const hydrated = useHydrated();
  return (
    <li className={css.row}>
      <FavouriteStar
        className={css.star}
        starred={hydrated && starred}
        label={t('prematch.favourite', { name: row.name })}
        onToggle={() => favourites.togglePrematchEvent(row.favourite)}
      />
      <span className={css.info}>
        <span className={css.meta}>
          <time className={css.kickoff} dateTime={parseServerTime(row.favourite.eventDate).toISOString()}>
            <span className={css.time}>{row.time}</span> {row.date}
          </time>
          {showCompetition ? <span className={css.competition}>{row.competition}</span> : null}
        </span>
        <span className={css.team}>{row.homeName}</span>
        <span className={css.team}>{row.awayName}</span>
      </span>
      <RowOdds odds={row.odds} eventName={row.name} isLive={false} />
      <OynaLink className={css.more} to={row.detailHref} aria-label={t('prematch.moreOdds', { count: row.oddCount, event: row.name })}>
        +{row.oddCount}
      </OynaLink>
    </li>
  );
}
