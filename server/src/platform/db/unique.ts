/** Whether a query failed on a unique index (PostgreSQL 23505), optionally a named one. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  // Drizzle wraps the driver's error in `cause`.
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
