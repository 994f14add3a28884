import { TOAST_MS } from '@kaamkaj/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { RequestProgressBar } from '../components/ui/loader';
import '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { loadSonner, subscribeToToasts, toastsWanted } from '../lib/toast';
import { useOutboxSync } from './outbox-sync';
import { AppRoutes } from './router';
import { ErrorBoundary } from './shell/error-boundary';
import { OfflineBanner } from './shell/offline-banner';
import { PwaPrompts } from './shell/pwa-prompts';
import { useVersionCheck } from './version-check';

// Toasts are never needed for the first load: sonner loads with the first toast (lib/toast.ts),
// which renders the Toaster only once it has.
const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function VersionCheck() {
  useVersionCheck();
  return null;
}

function OutboxSync() {
  useOutboxSync();
  return null;
}

/** The toasts' labels in the reader's language (issue 14: the close button said "Close toast"). */
function LocalToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-right"
      duration={TOAST_MS}
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}

/** Navigation renders in the same batch as a session change (no transition): "set
 profile_status, then go on" lands in one render, so the guard never sees half of it. */
function InBrowser({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/** The app; the prerender (web/src/prerender.tsx) renders it with a router of one address. */
export function App({ Router = InBrowser }: { Router?: ComponentType<{ children: ReactNode }> }) {
  const toasts = useSyncExternalStore(subscribeToToasts, toastsWanted);
  return (
    <QueryClientProvider client={queryClient}>
      <VersionCheck />
      <OutboxSync />
      <RequestProgressBar />
      {/* issue 16 item 6: offline, a banner says so; the answers kept offline are sent later */}
      <OfflineBanner />
      <Router>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </Router>
      {/* issue 16 item 5: "a new version is ready" and the one install offer (nothing on the
          first render, so nothing in a prerendered page either) */}
      {typeof window !== 'undefined' && <PwaPrompts />}
      {/* spec 000 §8: toasts last 3 s at the top right */}
      {toasts && (
        <Suspense fallback={null}>
          <LocalToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
