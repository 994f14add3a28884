import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PLANS_NS } from './plans-i18n';

type CongratsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; until: string };

/** A Premium seeker's "Buy": they have it already, until `until` (seeker-plans-screen.tsx). */
export function CongratsDialog({ open, onOpenChange, until }: CongratsDialogProps) {
  const { t } = useTranslation(PLANS_NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('congratsTitle')}>
      <p className="text-slate-700">{t('congratsBody', { date: until })}</p>
      <Button block className="mt-5" onClick={() => onOpenChange(false)}>
        {t('ok')}
      </Button>
    </Dialog>
  );
}
