import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/loader';
import { InTurn } from '../../lib/hydration-turns';
import { ChatbotLauncher } from '../chatbot/chatbot-launcher';
import { ContactModalProvider } from './contact-context';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { ScrollTopButton } from './scroll-top-button';

/** The public site: header, page, footer (spec 000 §2.3, spec 001 §2). */
export function PublicLayout() {
  return (
    <ContactModalProvider>
      <div className="flex min-h-dvh flex-col">
        {/* issue 16 item 4: a rendered page's header and footer each hydrate in a task of their
            own (lib/hydration-turns.tsx), so neither holds the phone for long */}
        <InTurn>
          <PublicHeader />
        </InTurn>
        {/* At least a screen tall, so the footer waits below the fold while a page loads
            instead of standing in view and jumping down (issue 16: CLS 0.42 on /) */}
        <main className="min-h-dvh flex-1">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <InTurn>
          <PublicFooter />
        </InTurn>
        <ScrollTopButton />
        <ChatbotLauncher />
      </div>
    </ContactModalProvider>
  );
}
