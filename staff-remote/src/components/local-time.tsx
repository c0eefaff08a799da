import { formatDateTime, formatUtc } from '../lib/format';

/** A stored time as staff read it: in their own time zone, with the UTC time on hover and for machines. */
export function LocalTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatUtc(iso)}>
      {formatDateTime(iso)}
    </time>
  );
}
