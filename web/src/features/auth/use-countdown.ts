import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `seconds` have passed since mount or the last restart (spec 000 §2.5: the
 * 60 s resend countdown). Counts from a deadline, so a throttled timer on a slow phone still
 * ends on time.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}

/** 75 -> "1:15" */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
