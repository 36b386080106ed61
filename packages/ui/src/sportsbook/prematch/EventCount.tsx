/**
 * The count of events shown beside a name. It is not spoken on its own: the control around it is
 * named with `countedName` ('Premier League, 92 events').
 */
export function EventCount({ count, className }: { count: number; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {count}
    </span>
  );
}
