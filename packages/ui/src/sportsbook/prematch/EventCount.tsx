/**
 * The count of events shown after a name, a space before it so the line's visible text reads
 * 'Premier League 92' (the words voice control matches against the name). It is not spoken on its
 * own: the control around it is named with `countedName` ('Premier League, 92 etkinlik').
 */
export function EventCount({ count, className }: { count: number; className?: string }) {
  return (
    <>
      {' '}
      <span className={className} aria-hidden="true">
        {count}
      </span>
    </>
  );
}
