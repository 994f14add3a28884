import { whatsappLink } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { WhatsappIcon } from '../../components/ui/social-icons';
import { useSiteContact } from '../../lib/config';
import { useOpenContact } from './contact-context';
import { Section } from './section';
import { SITE_NS } from './site-i18n';

/** #contact: toll-free number, WhatsApp and the contact form (spec 001 §2). */
export function ContactSection() {
  const { t } = useTranslation(SITE_NS);
  const config = useSiteContact();
  const openContact = useOpenContact();
  const tile =
    'flex min-h-14 items-center gap-3 rounded-xl bg-white px-4 py-3 font-semibold shadow-sm ring-1 ring-slate-200 hover:ring-primary';
  return (
    <Section id="contact" title={t('contact.title')} subtitle={t('contact.subtitle')} tint>
      <div className="grid gap-3 sm:grid-cols-3">
        {config?.support_phone && (
          <a href={`tel:${config.support_phone}`} className={tile}>
            <PhoneIcon className="size-6 text-primary" />
            <span>
              <span className="block text-xs font-normal text-slate-500">{t('contact.call')}</span>
              {config.support_phone}
            </span>
          </a>
        )}
        {config?.support_phone && (
          <a
            href={whatsappLink(config.support_phone)}
            target="_blank"
            rel="noopener"
            className={tile}
          >
            <WhatsappIcon className="size-6 text-green-600" />
            {t('contact.whatsapp')}
          </a>
        )}
        {config?.support_email && (
          <a href={`mailto:${config.support_email}`} className={tile}>
            <MailIcon className="size-6 text-primary" />
            <span className="break-all">{config.support_email}</span>
          </a>
        )}
      </div>
      {/* without JavaScript (or before the app runs), an e-mail to support; the app opens the
          contact-us form instead (spec 000 §2.3) */}
      <a
        href={config ? `mailto:${config.support_email}` : '#contact'}
        aria-haspopup="dialog"
        onClick={openContact}
        className={buttonClass('secondary', 'mt-4 w-full')}
      >
        {t('contact.write')}
      </a>
    </Section>
  );
}
