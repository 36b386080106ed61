// @vitest-environment node
// The sandbox runs in this process (the recorder breaks its database for a moment to record a
// server error), so this file needs Node's own globals rather than happy-dom's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordStoryApi, type StoryMedia } from './record';
import { formatRecording } from './record.format';
import { callKey, RECORD_COMMAND, type RecordedCall, type StoryApiRecording } from './storyApi.types';

const text = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const committed = <T>(file: string): T => JSON.parse(text(file)) as T;

/** Every recorded answer by what it answers (scene, call, language), as JSON text. */
function answers(recording: StoryApiRecording): Map<string, string> {
  const byKey = new Map<string, string>();
  const add = (scene: string, calls: RecordedCall[]) => {
    for (const call of calls)
      for (const locale of call.locales) byKey.set(`${scene}: ${callKey({ ...call, locale })}`, JSON.stringify([call.status, call.answer]));
  };
  add('world', recording.world);
  for (const [name, scene] of Object.entries(recording.scenes)) {
    add(name, scene.calls);
    byKey.set(`${name}: the player`, JSON.stringify(scene.player));
  }
  byKey.set('facts', JSON.stringify(recording.facts));
  byKey.set('the server error', JSON.stringify(recording.failure));
  return byKey;
}

/** What differs between two maps, named: missing, new and changed entries. */
function differences(before: Map<string, string>, now: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [key, value] of before) {
    if (!now.has(key)) found.push(`no longer recorded: ${key}`);
    else if (now.get(key) !== value) found.push(`answered differently: ${key}`);
  }
  for (const key of now.keys()) if (!before.has(key)) found.push(`newly recorded: ${key}`);
  return found;
}

describe("the stories' back end", () => {
  it('is what a fresh sandbox answers now', async () => {
    const { recording, media } = await recordStoryApi();
    const stale = `The sandbox answers the stories differently from src/stories/api/recording.json: re-record with \`${RECORD_COMMAND}\` and look at the stories`;
    expect(differences(answers(committed('./recording.json')), answers(recording)), stale).toEqual([]);
    expect(differences(new Map(Object.entries(committed<StoryMedia>('./media.json'))), new Map(Object.entries(media))), stale).toEqual([]);
    // Nothing else differs either (order, layout): the files are exactly what the recorder writes.
    expect(formatRecording(recording) === text('./recording.json') && formatRecording(media) === text('./media.json'), stale).toBe(true);
  }, 120_000);
});
