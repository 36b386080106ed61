import type { SandboxEnvelope, UiSandbox } from './sandbox';

/** The newest code the sandbox texted or mailed to a phone number or an address (its developer outbox). */
export async function lastCodeTo(sandbox: UiSandbox, to: string): Promise<string> {
  const answer = await fetch(`${sandbox.url}/__test/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await answer.json()) as SandboxEnvelope<Array<{ code: string | null }>>;
  const code = data[0]?.code;
  if (!code) throw new Error(`The sandbox sent no code to ${to}.`);
  return code;
}

/** A code of the right shape that is not `code`. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
