import { whatsappLink } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { WhatsappIcon } from '../../components/ui/social-icons';
import { useSiteContact } from '../../lib/config';
import { SETTINGS_NS } from './settings-i18n';

function ContactLink({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const external = href.startsWith('http');
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 px-4 font-semibold text-primary hover:bg-primary-soft"
    >
      <span className="shrink-0">{icon}</span>
      <span className="break-all">{children}</span>
    </a>
  );
}

type SupportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** spec 000 §2.13: customer support by phone, WhatsApp or e-mail (numbers from /api/config). */
export function SupportDialog({ open, onOpenChange }: SupportDialogProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const config = useSiteContact();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('support.row')}
      description={t('support.body')}
    >
      <div className="space-y-2">
        {config?.support_phone && (
          <>
            <ContactLink href={`tel:${config.support_phone}`} icon={<PhoneIcon />}>
              {t('support.call', { phone: config.support_phone })}
            </ContactLink>
            <ContactLink
              href={whatsappLink(config.support_phone)}
              icon={<WhatsappIcon className="size-6 text-green-600" />}
            >
              {t('support.whatsapp')}
            </ContactLink>
          </>
        )}
        {config?.support_email && (
          <ContactLink href={`mailto:${config.support_email}`} icon={<MailIcon />}>
            {t('support.email', { email: config.support_email })}
          </ContactLink>
        )}
      </div>
    </Dialog>
  );
}
