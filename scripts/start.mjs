// `pnpm start`: the sandbox back end on :5050, the site on http://127.0.0.1:4321 and the demo partner
// embedding @oyna/embed on http://127.0.0.1:4322.
// Set OYNA_BACKEND_URL to use another back end instead of the sandbox, OYNA_SANDBOX_REQUEST_LOGS=1
// to see every request the sandbox answers.
import { assertNode24, startStack } from './stack.mjs';

assertNode24();
const stack = await startStack({
  backendUrl: process.env.OYNA_BACKEND_URL?.trim() || undefined,
  requestLogs: process.env.OYNA_SANDBOX_REQUEST_LOGS === '1',
  partnerPort: 4322,
});
console.log(
  `\nOyna is running: ${stack.siteUrl}  (back end ${stack.backendUrl})\nDemo partner embedding it: ${stack.partnerUrl}\nPress Ctrl+C to stop.`,
);

let stopping = false;
const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
for (const child of stack.children) child.once('exit', (code) => void shutdown(code ?? 1));
