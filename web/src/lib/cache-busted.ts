/** Adds a timestamp so a new photo at the same address is not served from the cache. */
export function cacheBusted(url: string, stamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${stamp}`;
}
