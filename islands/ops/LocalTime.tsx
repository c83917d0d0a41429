import { utcText } from '../../src/features/ops/console-time.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

/** How a time reads in the operator's zone: "28 Nov 2026, 19:40 CET". */
const OPERATOR_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' };

/** A time in the operator's own time zone (the browser's), in UTC until the island hydrates. */
export default function LocalTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? new Date(iso).toLocaleString(undefined, OPERATOR_TIME) : utcText(iso)}</time>;
}
