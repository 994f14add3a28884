import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SETTINGS_NS } from './settings-i18n';

type PremiumDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** spec 000 §2.13: a Premium seeker's plan row says they have it already. */
export function PremiumDialog({ open, onOpenChange }: PremiumDialogProps) {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('plan.congratsTitle')}>
      <p className="text-slate-700">{t('plan.congratsBody')}</p>
      <Button block className="mt-5" onClick={() => onOpenChange(false)}>
        {t('plan.ok')}
      </Button>
    </Dialog>
  );
}
