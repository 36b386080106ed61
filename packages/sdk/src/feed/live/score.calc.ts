/** The score fields a live event's result may carry, each an 'a-b' string. */
export interface LiveResult {
  Goal?: string | null;
  SetScore?: string | null;
  Points?: string | null;
  MapScore?: string | null;
}

/** Goals first, then sets, points and maps: the first one present is the one shown. */
const SCORE_FIELDS = ['Goal', 'SetScore', 'Points', 'MapScore'] as const;

/** The score shown for a live event, 'a : b', or '' when the result holds none. */
export function scoreText(result: LiveResult | null | undefined): string {
  const score = SCORE_FIELDS.map((field) => result?.[field]?.trim()).find(Boolean);
  if (!score) return '';
  const separator = score.indexOf('-');
  if (separator < 0) return score;
  return `${score.slice(0, separator).trim()} : ${score.slice(separator + 1).trim()}`;
}
