import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { useBackToClose } from '../../lib/use-back-to-close';

// Code-split: the landing page pays for this button only; the chat and its captcha load on tap.
const ChatbotPanel = lazyDialog(() => import('./chatbot-panel'));

function ChatIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
      <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" />
    </svg>
  );
}

/** The public site's chatbot (spec 001 §4): a floating button that opens the chat. */
export function ChatbotLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useBackToClose(open, () => setOpen(false));

  return (
    <>
      {!open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="fixed right-4 bottom-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-primary px-4 font-semibold text-white shadow-lg hover:bg-primary-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary/40"
        >
          <ChatIcon />
          {t('chatbot.open')}
        </button>
      )}
      <LazyDialog
        open={open}
        component={ChatbotPanel}
        onUnavailable={() => setOpen(false)}
        props={{ open, onClose: () => setOpen(false) }}
      />
    </>
  );
}
