import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';

const ContactModal = lazyDialog(() =>
  import('./contact-modal').then((m) => ({ default: m.ContactModal })),
);

/** Opens the form; a link's click (the page's fallback without JavaScript) goes no further. */
type OpenContact = (event?: { preventDefault(): void }) => void;

const ContactModalContext = createContext<OpenContact>(() => undefined);

/** Opens the contact-us modal of the footer (spec 000 §2.3) from anywhere on the public site. */
export function useOpenContact() {
  return useContext(ContactModalContext);
}

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openModal = useMemo<OpenContact>(
    () => (event) => {
      event?.preventDefault();
      setOpen(true);
    },
    [],
  );
  return (
    <ContactModalContext.Provider value={openModal}>
      {children}
      <LazyDialog
        open={open}
        component={ContactModal}
        onUnavailable={() => setOpen(false)}
        props={{ open, onOpenChange: setOpen }}
      />
    </ContactModalContext.Provider>
  );
}
