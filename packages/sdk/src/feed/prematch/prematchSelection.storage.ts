import * as z from 'zod/mini';
import { object } from '../../schema/zod';
import type { StorageLike } from '../../platform/platform.types';
import { SessionStorageKey } from '../../platform/storage.keys';
import type { CompetitionChoice } from './prematch.calc';

const choicesSchema = z.array(
  object({ competitionId: z.number(), sportId: z.number(), name: z.string(), groupName: z.string() }),
);

/**
 * The selected competitions of this tab, so that they are still selected on the next page (the
 * spec sends a selection made on a detail page to the prematch home). Only the choices are kept,
 * never the events: those are loaded fresh. Unreadable data reads as none; failures are ignored.
 */
export function readSelection(storage: StorageLike): CompetitionChoice[] {
  try {
    const stored = storage.getItem(SessionStorageKey.selectedCompetitions);
    if (stored === null) return [];
    const parsed = z.safeParse(choicesSchema, JSON.parse(stored));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: unreadable is the same as nothing selected
  }
  writeSelection(storage, []);
  return [];
}

export function writeSelection(storage: StorageLike, choices: readonly CompetitionChoice[]): void {
  try {
    if (choices.length === 0) storage.removeItem(SessionStorageKey.selectedCompetitions);
    else
      storage.setItem(
        SessionStorageKey.selectedCompetitions,
        JSON.stringify(choices.map(({ competitionId, sportId, name, groupName }) => ({ competitionId, sportId, name, groupName }))),
      );
  } catch {
    // A full or blocked storage only costs the selection on the next page.
  }
}
