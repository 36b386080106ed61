export type Encoding = 'br' | 'gzip';

/**
 * The best encoding the client accepts among those on offer, honouring q-values (`br;q=0` refuses
 * brotli, `*` accepts whatever is not named). Brotli wins a tie: it is smaller.
 */
export function preferredEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[]): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = [...offered].sort((a, b) => weightOf(b) - weightOf(a) || (a === 'br' ? -1 : 1))[0];
  return best && weightOf(best) > 0 ? best : null;
}
