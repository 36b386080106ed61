// `pnpm test`: build, package checks (tsc, astro check, publint, attw), every vitest project, then the
// browser journeys. Ends with one plain line, `N passed, N failed`, counted over vitest and Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assertNode24 } from './stack.mjs';

assertNode24();
const reports = join(process.cwd(), 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'e2e.json');

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

function summarize(extraFailures) {
  const vitest = readJson(vitestReport);
  const e2e = readJson(e2eReport);
  const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + extraFailures;
  const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
  const flaky = e2e?.stats?.flaky ?? 0;
  console.log(
    `\nvitest: ${vitest?.numPassedTests ?? 0} passed · e2e in Chromium: ${e2e?.stats?.expected ?? 0} passed` +
      (flaky ? ` (+${flaky} only on retry: flaky, look at test-results/)` : ''),
  );
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed;
}

// Build and checks gate the tests; a failed gate counts as one failure.
for (const [title, script] of [['build', 'build'], ['package checks (tsc, astro check, publint, attw)', 'check']]) {
  if (!run(title, 'pnpm', ['run', script])) {
    summarize(1);
    process.exit(1);
  }
}

const unitOk = run('unit, property, component and sandbox tests', 'pnpm', [
  'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`,
]);
const browserOk = run('end-to-end journeys in Chromium', 'pnpm', ['run', 'e2e', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
// A runner that failed without reporting (it crashed) still counts as a failure.
const failed = summarize(Number(!unitOk && !readJson(vitestReport)) + Number(!browserOk && !readJson(e2eReport)));
process.exit(unitOk && browserOk && failed === 0 ? 0 : 1);
