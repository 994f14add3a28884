import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToClose } from '../../lib/use-back-to-close';
import { CloseIcon } from './icons';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** 'center' for forms, 'sheet' for the side menu. */
  variant?: 'center' | 'sheet';
};

const CONTENT = {
  center:
    'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 ' +
    '-translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl',
  sheet:
    'fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-xs flex-col overflow-y-auto bg-white p-5 shadow-xl',
};

/** A Radix dialog with the house look: overlay, title, close button, focus trap. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'center',
}: DialogProps) {
  const { t } = useTranslation();
  useBackToClose(open, () => onOpenChange(false)); // Android's back closes it (issue 14)
  // Radix gives the focus back to a Dialog.Trigger only; these dialogs are opened by the
  // screen's own buttons, so the one that had the focus gets it back (a keyboard or screen
  // reader user goes on from the Apply they tapped, not from the top of the page).
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          className={CONTENT[variant]}
          onOpenAutoFocus={() => {
            const before = document.activeElement;
            returnTo.current = before instanceof HTMLElement ? before : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const to = returnTo.current;
            returnTo.current = null;
            if (to?.isConnected) to.focus({ preventScroll: true });
          }}
          // Without a description, tell Radix so on purpose (it warns otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <RadixDialog.Title className="text-lg font-bold text-slate-900">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-m-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
              aria-label={t('common.close')}
            >
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
