import { rmSync } from 'node:fs';
import { DEMO, expect, test } from './fixtures';
import { installPacked, run } from './packed';

// A partner's headless Node script (examples/node-headless), installed from the packed SDK alone:
// it type-checks against the published types, then runs against this worker's sandbox and places a bet.
let folder = '';
let app = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ folder, app } = await installPacked('node-headless', ['sdk']));
});

test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test("a partner's Node script from the packed SDK logs in, follows the live feed, picks, stakes and places a bet", async ({ backend }) => {
  test.slow();
  await backend.setBalance(DEMO.username, 500);
  const node = process.execPath;
  await run(node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], { cwd: app });

  const { stdout } = await run(node, ['bet.ts'], {
    cwd: app,
    env: { ...process.env, OYNA_BACKEND_URL: backend.url, OYNA_USERNAME: DEMO.username, OYNA_PASSWORD: DEMO.password, OYNA_STAKE: '25' },
  });
  const lines = stdout.trim().split('\n');
  expect(lines[0]).toBe(`logged in as ${DEMO.username}`);
  expect(lines[1]).toMatch(/^.+ – .+, Match Result 1 at \d+(\.\d+)?: 25 TRY to win \d+(\.\d+)? TRY$/);
  const result = JSON.parse(lines.at(-1)!) as { status: string; betIds: number[] };
  expect(result.status).toBe('placed');

  // The bet is the player's: the balance the back end keeps went down by the stake.
  expect(await backend.balanceOf(DEMO)).toBe(475);
});
