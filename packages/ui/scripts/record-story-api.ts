// Records the stories' back end from a fresh sandbox: `pnpm --filter @oyna/ui run record:stories`.
// Writes src/stories/api/recording.json (the answers) and media.json (the artwork they point at).
import { writeFileSync } from 'node:fs';
import { recordStoryApi } from '../src/stories/api/record.ts';

import { formatRecording } from '../src/stories/api/record.format.ts';

const folder = new URL('../src/stories/api/', import.meta.url);
const { recording, media } = await recordStoryApi();
writeFileSync(new URL('recording.json', folder), formatRecording(recording));
writeFileSync(new URL('media.json', folder), formatRecording(media));
const calls = recording.world.length + Object.values(recording.scenes).reduce((sum, scene) => sum + scene.calls.length, 0);
console.log(`Recorded ${calls} answers in ${Object.keys(recording.scenes).length} scenes and ${Object.keys(media).length} pictures.`);
