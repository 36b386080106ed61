// The e2e tests drive Debian's Chromium; browsers are never downloaded. Installs it with apt-get
// when it is missing and we are root (CI, fresh machines), otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s chromium package...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(`Chromium not found at ${CHROMIUM}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
