import type { StarToggled } from '@oyna/sdk/favourites';
import { useState } from 'react';
import { useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { EventCount } from './EventCount';
import { FavouriteStar } from '../shared/FavouriteStar';
import { countedName, type CompetitionItem, type SportItem } from './prematchPanel.model';
import * as css from './SportsTree.css';

export interface SportsTreeProps {
  sports: readonly SportItem[];
  /** The checkbox: selects or removes the competition. */
  onToggle(item: CompetitionItem): void;
  onStar(item: CompetitionItem): StarToggled;
}

/**
 * Sport, group and competition, each with its event count. Sports start open, groups closed (a
 * closed group says how many of its competitions are selected); a competition has a checkbox and
 * a favourite star.
 */
export function SportsTree({ sports, onToggle, onStar }: SportsTreeProps) {
  const t = useT();
  const [closedSports, setClosedSports] = useState<ReadonlySet<number>>(new Set());
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set());
  const flip = <K,>(set: ReadonlySet<K>, key: K) => {
    const next = new Set(set);
    if (!next.delete(key)) next.add(key);
    return next;
  };
  return (
    <ul className={css.tree}>
      {sports.map((sport) => {
        const sportOpen = !closedSports.has(sport.id);
        return (
          <li key={sport.id}>
            <button
              type="button"
              className={css.sport}
              aria-expanded={sportOpen}
              aria-label={countedName(t, sport)}
              onClick={() => setClosedSports((set) => flip(set, sport.id))}
            >
              <Icon name="chevronRight" size={16} className={css.chevron} />
              <span className={css.label}>{sport.name}</span>
              <EventCount count={sport.count} className={css.count} />
            </button>
            {sportOpen ? (
              <ul className={css.groups}>
                {sport.groups.map((group) => {
                  const groupOpen = openGroups.has(group.key);
                  return (
                    <li key={group.key}>
                      <button
                        type="button"
                        className={css.group}
                        aria-expanded={groupOpen}
                        aria-label={countedName(t, group)}
                        onClick={() => setOpenGroups((set) => flip(set, group.key))}
                      >
                        <Icon name="chevronRight" size={14} className={css.chevron} />
                        <span className={css.label}>{group.name}</span>
                        {group.selectedCount > 0 ? (
                          // Drawn from the attribute: a number between the group and its count
                          // would split the visible text the name must contain; the name says it.
                          <span className={css.badge} data-count={group.selectedCount} aria-hidden="true" />
                        ) : null}
                        <EventCount count={group.count} className={css.count} />
                      </button>
                      {groupOpen ? (
                        <ul className={css.competitions}>
                          {group.competitions.map((competition) => (
                            <li key={competition.competitionId} className={css.competition}>
                              <label className={css.check}>
                                <input
                                  type="checkbox"
                                  className={css.box}
                                  checked={competition.selected}
                                  aria-label={countedName(t, { name: competition.name, count: competition.count })}
                                  onChange={() => onToggle(competition)}
                                />
                                <span className={css.label}>{competition.name}</span>
                                <EventCount count={competition.count} className={css.count} />
                              </label>
                              <FavouriteStar
                                starred={competition.favourite}
                                label={t('prematch.favourite', { name: competition.name })}
                                onToggle={() => onStar(competition)}
                              />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
