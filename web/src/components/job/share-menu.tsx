import { PATHS } from '@kaamkaj/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/toast';
import { type IconProps, MailIcon, Svg } from '../ui/icons';
import { FacebookIcon, LinkedinIcon, WhatsappIcon } from '../ui/social-icons';
import { JOB_NS } from './job-i18n';

/** spec 000 §2.7: the share link is the origin plus /shared/job?id={job id}. */
export function jobShareLink(jobId: string, origin = window.location.origin): string {
  return `${origin}${PATHS.sharedJob}?id=${encodeURIComponent(jobId)}`;
}

export type ShareTarget = 'whatsapp' | 'facebook' | 'twitter' | 'email' | 'linkedin';

/** The web share addresses, WhatsApp first (most of our users share there). */
export function shareUrls(link: string, text: string): { target: ShareTarget; url: string }[] {
  const l = encodeURIComponent(link);
  const x = encodeURIComponent(text);
  return [
    { target: 'whatsapp', url: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}` },
    { target: 'facebook', url: `https://www.facebook.com/sharer/sharer.php?u=${l}` },
    { target: 'twitter', url: `https://twitter.com/intent/tweet?text=${x}&url=${l}` },
    { target: 'email', url: `mailto:?subject=${x}&body=${encodeURIComponent(`${text}\n${link}`)}` },
    { target: 'linkedin', url: `https://www.linkedin.com/sharing/share-offsite/?url=${l}` },
  ];
}

function XIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 4l16 16M20 4L4 20" />
    </Svg>
  );
}

function LinkIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Svg>
  );
}

function ShareIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </Svg>
  );
}

const ICONS: Record<ShareTarget, ReactNode> = {
  whatsapp: <WhatsappIcon className="size-5 text-green-600" />,
  facebook: <FacebookIcon className="size-5 text-blue-700" />,
  twitter: <XIcon className="size-5 text-slate-900" />,
  email: <MailIcon className="size-5 text-slate-700" />,
  linkedin: <LinkedinIcon className="size-5 text-sky-700" />,
};

const ITEM =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium ' +
  'text-slate-800 hover:bg-slate-100';

type ShareMenuProps = {
  jobId: string;
  jobTitle: string;
  companyName: string;
  /** Only the icon (named for screen readers), where the row is narrow. */
  compact?: boolean;
  className?: string;
};

/** The share button and its menu (spec 000 §2.7): WhatsApp, Facebook, X, e-mail, LinkedIn, copy. */
export function ShareMenu({
  jobId,
  jobTitle,
  companyName,
  compact = false,
  className = '',
}: ShareMenuProps) {
  const { t } = useTranslation(JOB_NS);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const link = jobShareLink(jobId);
  const text = t('share.text', { title: jobTitle, company: companyName });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void notify.success(t('share.copied'));
    } catch {
      void notify.error(t('share.copyFailed', { link }));
    }
    setOpen(false);
  };
  return (
    <div className={`relative ${className}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={compact ? t('share.button') : undefined}
        onClick={() => setOpen((v) => !v)}
        className={`inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white text-sm font-semibold text-slate-800 hover:bg-slate-50 ${compact ? '' : 'px-3'}`}
      >
        <ShareIcon className="size-5 text-primary" />
        {compact ? null : t('share.button')}
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={t('share.title')}
          className="absolute right-0 z-20 mt-2 w-60 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          {shareUrls(link, text).map(({ target, url }) => (
            <li key={target}>
              <a
                href={url}
                target={target === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                className={ITEM}
                onClick={() => setOpen(false)}
              >
                {ICONS[target]}
                {t(`share.${target}`)}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={ITEM} onClick={copy}>
              <LinkIcon className="size-5 text-slate-700" />
              {t('share.copy')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
