import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { notify } from '../../lib/toast';
import { useWhatsappOptIn } from './api/whatsapp-opt';
import { SETTINGS_NS } from './settings-i18n';

type WhatsappDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  optIn: boolean;
};

/** spec 000 §2.13: WhatsApp notifications on or off, saved at once. */
export function WhatsappDialog({ open, onOpenChange, userId, optIn }: WhatsappDialogProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const save = useWhatsappOptIn(userId);
  const checked = save.isPending && save.variables !== undefined ? save.variables : optIn;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('whatsapp.row')}
      description={t('whatsapp.body')}
    >
      <Switch
        label={t('whatsapp.switch')}
        checked={checked}
        disabled={save.isPending}
        onChange={(next) =>
          save.mutate(next, {
            onSuccess: ({ opt_in }) =>
              void notify.success(t(opt_in ? 'whatsapp.on' : 'whatsapp.off')),
          })
        }
      />
    </Dialog>
  );
}
