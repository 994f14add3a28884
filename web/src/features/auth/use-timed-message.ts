import { useCallback, useEffect, useState } from 'react';

/** A message that clears itself after `ms` (spec 000 §2.4: a login error shows for 5 s). */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);

  const show = useCallback((text: string | null) => {
    setMessage(text ? { text, at: Date.now() } : null);
  }, []);

  return [message?.text ?? null, show] as const;
}
