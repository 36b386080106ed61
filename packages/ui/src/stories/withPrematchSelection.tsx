import type { Decorator } from '@storybook/react';
import { useEffect } from 'react';
import { prematchOf } from '@oyna/sdk/feed';
import { demoCompetitions } from '../fixtures/prematch.data';
import { useOyna } from '../provider/hooks';

function Select({ ids }: { ids: readonly number[] }) {
  const prematch = prematchOf(useOyna());
  useEffect(() => {
    // Selected in reverse, so the first id ends up at the front as the player would see it.
    for (const id of [...ids].reverse()) {
      const competition = demoCompetitions.find((candidate) => candidate.id === id);
      if (competition) prematch.selectCompetition({ competitionId: id, sportId: competition.sportId, name: competition.name, groupName: competition.groupLabel });
    }
  }, [prematch, ids]);
  return null;
}

/** A story decorator that selects demo competitions (by id, first shown first) once the story mounts. */
export const withPrematchSelection =
  (...ids: number[]): Decorator =>
  (Story) => (
    <>
      <Select ids={ids} />
      <Story />
    </>
  );
