import { COUNT_CAP } from '@kaamkaj/domain';

/**
 * A list's count as shown: exact, or "1,000+" when the server stopped counting at the cap
 * (issue 17; the answer's count_capped).
 */
export const countText = (count: number, capped = false): string =>
  capped ? `${COUNT_CAP.toLocaleString('en-IN')}+` : String(count);
