import { guardRoute } from '@kaamkaj/domain';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/loader';
import { restoreLanguage } from '../lib/i18n';
import { guardSessionOf, useSession } from '../lib/session';

/**
 * The one route guard (spec 000 §2.2, spec 001 §2): every navigation is checked against the
 * stored session with domain guardRoute before the page renders.
 */
export function RouteGuard() {
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  // the hash: the landing's #faq, #blogs and #contact stay readable when signed in
  const decision = guardRoute(pathname, search, guardSessionOf(session), hash);
  if (decision) return <Navigate to={decision.redirect} replace />;
  return <ShownPage />;
}

function ShownPage() {
  const { pathname, hash } = useLocation();

  // spec 000 §2.1: each navigation pushes a page view and scrolls to top (or to its #anchor).
  useEffect(() => {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'pageview', page: pathname });
  }, [pathname]);

  // issue 14: the employer login's English is for its own pages; elsewhere the user's choice.
  useEffect(() => {
    if (!pathname.toLowerCase().startsWith('/recruiter')) restoreLanguage();
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path must scroll to top too
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    return scrollToAnchor(hash.slice(1));
  }, [pathname, hash]);

  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** The anchor's section may still be loading (lazy chunk): look for it a few times. */
function scrollToAnchor(id: string): () => void {
  let tries = 0;
  const timer = window.setInterval(() => {
    const target = document.getElementById(id);
    if (target || ++tries > 20) window.clearInterval(timer);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, 100);
  return () => window.clearInterval(timer);
}
