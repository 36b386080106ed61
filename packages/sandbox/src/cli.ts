import { CliUsageError, parseCliOptions } from './cli.args.ts';
import { createSandbox } from './sandbox.ts';

/** Gives open requests this long to finish on SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 5_000;

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  const sandbox = await createSandbox(options);
  const extras = [options.testHooks ? 'test hooks on' : '', options.outbox || options.testHooks ? `outbox at ${sandbox.url}/outbox` : ''].filter(Boolean);
  console.log(`Oyna sandbox ready at ${sandbox.url}${extras.length ? ` (${extras.join('; ')})` : ''}`);

  const stop = (signal: NodeJS.Signals) => {
    console.log(`Oyna sandbox stopping (${signal})`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    sandbox.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof CliUsageError ? error.message : error);
  process.exitCode = 1;
});
