import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createSandbox, testSandboxOptions, type Sandbox } from '@oyna/sandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a test file asks for a sandbox of its own (`useSandbox`). */
    sandboxFactoryUrl: string;
  }
}

/**
 * Starts sandboxes for the ui test files, in the plain Node process: the sandbox needs Node's own
 * globals, which happy-dom replaces inside the test files. Each file gets a sandbox of its own
 * (`POST /sandboxes`), its world frozen at the tests' clock (`TEST_CLOCK`), and closes it when done
 * (`POST /sandboxes/close`), so files running side by side never see each other's bets.
 */
export default async function startSandboxFactory(project: TestProject) {
  const sandboxes = new Map<string, Sandbox>();
  const factory = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    try {
      if (request.method === 'POST' && request.url === '/sandboxes') {
        const sandbox = await createSandbox(testSandboxOptions());
        sandboxes.set(sandbox.url, sandbox);
        return answer(200, { url: sandbox.url });
      }
      if (request.method === 'POST' && request.url === '/sandboxes/close') {
        let body = '';
        for await (const chunk of request) body += chunk;
        const { url } = JSON.parse(body) as { url: string };
        await sandboxes.get(url)?.close();
        sandboxes.delete(url);
        return answer(200, { closed: url });
      }
      answer(404, { error: `no ${request.method} ${request.url}` });
    } catch (error) {
      answer(500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => factory.listen(0, '127.0.0.1', resolve));
  project.provide('sandboxFactoryUrl', `http://127.0.0.1:${(factory.address() as AddressInfo).port}`);
  return async () => {
    await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.close()));
    await new Promise<void>((resolve) => factory.close(() => resolve()));
  };
}
