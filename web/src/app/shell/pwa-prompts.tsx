import { lazy, Suspense } from 'react';
import { type PwaStore, pwaStore, usePwaOffers } from '../../lib/pwa/pwa-state';

const PwaCard = lazy(() => import('./pwa-card').then((m) => ({ default: m.PwaCard })));

/**
 * issue 16 item 5: "a new version is ready" (Update reloads into it) and, once, after a seeker's
 * first application, "install the app". A card above the tab bar, not a modal: it never blocks
 * a form half filled in. The update comes first when both wait.
 */
export function PwaPrompts({ store = pwaStore() }: { store?: PwaStore }) {
  const offers = usePwaOffers(store);
  const kind = offers.update ? 'update' : offers.install ? 'install' : null;
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <PwaCard key={kind} kind={kind} store={store} />
    </Suspense>
  );
}
