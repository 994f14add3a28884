// The feed windows' figures (feed-windows.ts), summed over every app of the process for the bench.

export type WindowStats = {
  ranked: number;
  inSql: number;
  built: number;
  /** jobs held in all, and the windows holding them */
  rows: number;
  windows: number;
};

// Every live instance's figures, summed by `windowTotals` (the bench reads them between runs).
const live = new Set<WindowStats>();

/** The windows' figures of every app in this process: rankings answered, handed to SQL, windows
 * read from the database, candidates held. */
export function windowTotals(): WindowStats {
  const sum: WindowStats = { ranked: 0, inSql: 0, built: 0, rows: 0, windows: 0 };
  for (const s of live) {
    sum.ranked += s.ranked;
    sum.inSql += s.inSql;
    sum.built += s.built;
    sum.rows += s.rows;
    sum.windows += s.windows;
  }
  return sum;
}

/** A new app's figures, counted in `windowTotals` when `counted` (its windows are on). */
export function windowStats(counted: boolean): WindowStats {
  const stats: WindowStats = { ranked: 0, inSql: 0, built: 0, rows: 0, windows: 0 };
  if (counted) live.add(stats);
  return stats;
}

/** An app closed: its figures leave `windowTotals`. */
export function stopCounting(stats: WindowStats) {
  live.delete(stats);
}
