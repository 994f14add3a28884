import { useEffect } from 'react';
import { onBackOnline } from '../lib/network';
import { flushOutbox } from '../lib/outbox';
import { useSession } from '../lib/session';

/**
 * issue 16 item 6: answers kept offline are sent when the network returns, when the app starts
 * and when a user signs in (only theirs, with their token: lib/outbox/outbox.ts).
 */
export function useOutboxSync() {
  const user = useSession().user;
  useEffect(() => onBackOnline(() => void flushOutbox().catch(() => undefined)), []);
  useEffect(() => {
    // offline this only shows what waits on the cards; online it sends it
    if (user) void flushOutbox().catch(() => undefined);
  }, [user]);
}
