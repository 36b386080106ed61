import type { Decorator } from '@storybook/react';
import { useEffect } from 'react';
import { prematchOf, type PrematchCategory } from '@oyna/sdk/feed';
import { useOyna } from '../provider/hooks';
import { recordedData, type StoryLocale } from './api';
import type { OynaStoryParameters } from './withOyna';

function Select({ ids, locale }: { ids: readonly number[]; locale: StoryLocale }) {
  const prematch = prematchOf(useOyna());
  useEffect(() => {
    // The competitions as the sports tree (feed/categorylist) names them in the story's language.
    const tree = recordedData<PrematchCategory[]>('GET', '/sbapi/api/feed/categorylist', { locale });
    // Selected in reverse, so the first id ends up at the front as the player would see it.
    for (const id of [...ids].reverse()) {
      for (const sport of tree)
        for (const group of sport.groups)
          for (const competition of group.competitions)
            if (competition.id === id) prematch.selectCompetition({ competitionId: id, sportId: sport.id, name: competition.name, groupName: group.name });
    }
  }, [prematch, ids, locale]);
  return null;
}

/** A story decorator that selects prematch competitions (by id, first shown first) once the story mounts. */
export const withPrematchSelection =
  (...ids: number[]): Decorator =>
  (Story, context) => (
    <>
      <Select ids={ids} locale={(context.parameters.oyna as OynaStoryParameters | undefined)?.locale ?? 'tr'} />
      <Story />
    </>
  );
