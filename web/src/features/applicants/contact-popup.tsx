import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { APPLICANTS_NS } from './applicants-i18n';

type ContactPopupProps = { number: string | null; onClose: () => void };

/** spec 001 §2: "Contact Number is {number}" with Okay, on a desktop (contact-reveal.tsx). */
export function ContactPopup({ number, onClose }: ContactPopupProps) {
  const { t } = useTranslation(APPLICANTS_NS);
  return (
    <Dialog
      open={number !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('contact.title')}
    >
      <p className="text-lg text-slate-900">{t('contact.body', { number: number ?? '' })}</p>
      <Button block className="mt-6" onClick={onClose}>
        {t('contact.okay')}
      </Button>
    </Dialog>
  );
}
