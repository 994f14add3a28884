// issue 15 item 1: telling a lost or unusable database connection from any other failure, so a
// request that met one is answered 503 ("try again in a moment") and a read is retried once.

// SQLSTATE classes and codes that say the connection, not the statement, failed: 08 connection
// exception; 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up, recovering); 53300 too_many_connections; 57014
// query_canceled (statement_timeout); 25P03 idle_in_transaction_session_timeout.
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
const LOST_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres' own errors carry no code, only these texts.
// ioredis (rate limiter, cache) says "Connection is closed." and "Reached the max retries per
// request limit" while Redis is away.
const LOST_TEXT =
  /Connection is closed|max retries per request|Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Cannot use a pool after calling end/i;

/** Whether `err` (or an error it wraps, as Drizzle wraps the driver's) is a lost connection. */
export function isConnectionLoss(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, n = 0;
    e && n < 5;
    n++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_ERRNOS.has(code)) return true;
    if (typeof e.message === 'string' && LOST_TEXT.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Whether `err` says an open connection died (the server ended it), as opposed to a new one
 * that could not be made: a read is sent again only after the former, since after a refused or
 * timed-out connect another try would only wait as long again.
 */
export function isDroppedConnection(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, n = 0;
    e && n < 5;
    n++
  ) {
    if (e.code === '57P01' || e.code === '57P02') return true;
    if (typeof e.message === 'string' && /Connection terminated|not queryable/i.test(e.message)) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * A statement that only reads and may be sent again on a new connection: a plain SELECT, not
 * one that locks rows (FOR UPDATE / SHARE: it belongs to a transaction that is gone).
 */
export function isRetryableRead(text: unknown): boolean {
  return (
    typeof text === 'string' &&
    /^\s*select\b/i.test(text) &&
    !/\bfor\s+(no\s+key\s+)?(update|share|key\s+share)\b/i.test(text) &&
    !/\bnextval\s*\(/i.test(text)
  );
}
