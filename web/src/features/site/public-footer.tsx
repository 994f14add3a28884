import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { LogoMark } from '../../components/ui/logo';
import { useSiteContact } from '../../lib/config';
import { useOpenContact } from './contact-context';
import { SOCIAL_LINKS } from './social-links';

const LINKS = [
  { to: PATHS.about, label: 'nav.about' },
  { to: '/#blogs', label: 'nav.blogs' },
  { to: '/#faq', label: 'nav.faq' },
  { to: PATHS.privacy, label: 'nav.privacy' },
  { to: PATHS.terms, label: 'nav.terms' },
] as const;

/** spec 000 §2.3: social links, contact-us modal, address, support e-mail and phone. */
export function PublicFooter() {
  const { t } = useTranslation();
  const config = useSiteContact();
  const openContact = useOpenContact();
  const row = 'flex min-h-12 items-start gap-3 py-1.5';
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
        <div>
          <div className="flex items-center gap-2 text-white">
            <LogoMark />
            <span className="text-xl font-bold">{t('app.name')}</span>
          </div>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">{t('app.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="grid grid-cols-2 gap-x-4">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="flex min-h-12 items-center hover:text-white">
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              {/* a link to #contact (the number and e-mail) before the app runs or without
                  JavaScript; the app opens the contact-us form instead */}
              <Link
                to="/#contact"
                aria-haspopup="dialog"
                onClick={openContact}
                className="flex min-h-12 items-center font-semibold text-white underline underline-offset-4"
              >
                {t('footer.contactUs')}
              </Link>
            </li>
          </ul>
        </nav>
        {config && (
          <address className="space-y-1 text-sm not-italic">
            <p className={row}>
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{config.company_address}</span>
            </p>
            <a href={`mailto:${config.support_email}`} className={`${row} hover:text-white`}>
              <MailIcon className="mt-0.5 size-5 shrink-0 text-accent" />
              <span className="break-all">{config.support_email}</span>
            </a>
            <a href={`tel:${config.support_phone}`} className={`${row} hover:text-white`}>
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{config.support_phone}</span>
            </a>
          </address>
        )}
        <ul className="flex gap-2" aria-label={t('footer.social')}>
          {SOCIAL_LINKS.map(({ name, href, Icon }) => (
            <li key={name}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={name}
                className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
        <p className="border-t border-white/10 pt-6 text-xs text-slate-400">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
