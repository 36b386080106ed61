/** The bell shakes when the count changes, never on the first render. */
export function shouldShake(previous: number | undefined, next: number): boolean {
  return previous !== undefined && previous !== next;
}
