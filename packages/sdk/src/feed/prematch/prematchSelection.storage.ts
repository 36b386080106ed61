import * as z from 'zod/mini';
import { object } from '../../schema/zod';
import type { OynaTabStorage } from '../../platform/oynaStorage';
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
export function readSelection(tab: OynaTabStorage): CompetitionChoice[] {
  const stored = tab.read(SessionStorageKey.selectedCompetitions);
  if (stored === null) return [];
  try {
    const parsed = z.safeParse(choicesSchema, JSON.parse(stored));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: unreadable is the same as nothing selected
  }
  writeSelection(tab, []);
  return [];
}

export function writeSelection(tab: OynaTabStorage, choices: readonly CompetitionChoice[]): void {
  if (choices.length === 0) return tab.remove(SessionStorageKey.selectedCompetitions);
  tab.write(
    SessionStorageKey.selectedCompetitions,
    JSON.stringify(choices.map(({ competitionId, sportId, name, groupName }) => ({ competitionId, sportId, name, groupName }))),
  );
}
