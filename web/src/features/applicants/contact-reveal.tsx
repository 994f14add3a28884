import { MASKED_CONTACT } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { Spinner } from '../../components/ui/loader';
import { useRevealContact } from './api/call-click';
import { APPLICANTS_NS } from './applicants-i18n';

// The desktop's popup only (a phone dials): its dialog library loads when it first opens, after
// the server answered, never with an applicant list of cards (issue 16 item 1)
const ContactPopup = lazyDialog(() =>
  import('./contact-popup').then((m) => ({ default: m.ContactPopup })),
);

/** A phone in the hand: the number becomes a dial link; elsewhere it shows in a popup. */
export function isPhoneScreen(): boolean {
  const coarse =
    typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse || window.innerWidth < 768;
}

const ROUND =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-green-600 text-white ' +
  'shadow-sm hover:bg-green-700 disabled:opacity-60';

type ContactRevealProps = { jobId: string; seekerId: string; name: string };

/**
 * spec 001 §2 "Applicant card": a Shortlisted applicant's number is masked as xxx-xxx-xxxx;
 * the call icon asks the server for it (which counts the click), then offers a dial link on a
 * phone, or a popup "Contact Number is {number}" with Okay on a desktop.
 */
export function ContactReveal({ jobId, seekerId, name }: ContactRevealProps) {
  const { t } = useTranslation(APPLICANTS_NS);
  const reveal = useRevealContact();
  const [dial, setDial] = useState<string | null>(null);
  const [popup, setPopup] = useState<string | null>(null);
  const onCall = () =>
    reveal.mutate(
      { job_id: jobId, user_id: seekerId },
      {
        onSuccess: ({ contact }) => {
          if (isPhoneScreen()) setDial(contact);
          else setPopup(contact);
        },
      },
    );
  return (
    <div className="flex min-h-12 items-center justify-between gap-2 rounded-xl bg-green-50 px-3 py-1.5 ring-1 ring-green-200">
      <p className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold text-green-900">{t('contact.label')}</span>
        <span className="font-mono text-base tracking-wider text-slate-800">
          {dial ?? MASKED_CONTACT}
        </span>
      </p>
      {dial ? (
        <a href={`tel:${dial}`} aria-label={t('contact.dial', { number: dial })} className={ROUND}>
          <PhoneIcon className="size-5" />
        </a>
      ) : (
        <button
          type="button"
          disabled={reveal.isPending}
          aria-busy={reveal.isPending || undefined}
          aria-label={t('contact.show', { name })}
          className={ROUND}
          onClick={onCall}
        >
          {reveal.isPending ? <Spinner className="size-5" /> : <PhoneIcon className="size-5" />}
        </button>
      )}
      <LazyDialog
        open={popup !== null}
        component={ContactPopup}
        onUnavailable={() => setPopup(null)}
        props={{ number: popup, onClose: () => setPopup(null) }}
      />
    </div>
  );
}
