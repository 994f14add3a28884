import {
  AGE_BAND,
  type CandidateCard as Candidate,
  EXPERIENCE,
  GENDER,
  type Lang,
  label,
  PATHS,
  QUALIFICATION,
  SPEAK_ENGLISH,
} from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SalaryText } from '../../components/job/salary-text';
import { Button, buttonClass } from '../../components/ui/button';
import { DefaultAvatar } from '../../components/ui/default-avatar';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { nameIn } from '../../lib/api/job-categories';
import { useLoadAhead } from '../../lib/load-failure';
import { CANDIDATES_NS } from './candidates-i18n';
import { lastActive } from './last-active';

// issue 16 item 1: the invitation's dialog (the dialog library, the district list) loads after
// the cards show, not with them: thirty cards no longer hydrate thirty closed dialogs
const loadInviteDialog = () => import('./invite-dialog').then((m) => ({ default: m.InviteDialog }));
const InviteDialog = lazyDialog(loadInviteDialog);

type CandidateCardProps = {
  candidate: Candidate;
  lang: Lang;
  /** The current and home districts' names ('' when not given). */
  place: string;
  home: string;
};

/** View profile opens the employer's profile screen with no job (issue 14 item 12). */
export const candidateProfilePath = (seekerId: string) =>
  `${PATHS.applicantProfile}?${new URLSearchParams({ id: seekerId })}`;

function Photo({ src }: { src: string | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return <DefaultAvatar className="size-14 shrink-0" />;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      className="size-14 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
      onError={() => setBroken(src)}
    />
  );
}

/**
 * One search result (spec 001 §3 "Results"; issue 14 item 12): photo or placeholder, name,
 * district, last visit, wanted jobs, home district, age band, gender, experience, qualification,
 * expected salary, completion; the contact stays masked. View profile and Invite to a job.
 */
export function CandidateCard({ candidate: c, lang, place, home }: CandidateCardProps) {
  const { t } = useTranslation(CANDIDATES_NS);
  const [inviting, setInviting] = useState(false);
  useLoadAhead(loadInviteDialog); // once Invite shows, so a tap (even offline) finds it
  const name = c.name?.trim() || t('card.noName');
  const active = lastActive(c.last_active, lang);
  const wanted = c.wanted_jobs.map((job) => nameIn(job, lang));
  const facts: [string, string][] = [
    // the home district only when it says something the current one does not
    [t('card.home'), home && home !== place ? home : ''],
    [t('card.age'), label(AGE_BAND, c.age, lang)],
    [t('card.gender'), label(GENDER, c.gender, lang)],
    [t('card.experience'), label(EXPERIENCE, c.experience, lang)],
    [t('card.qualification'), label(QUALIFICATION, c.qualification, lang)],
    [t('card.english'), label(SPEAK_ENGLISH, c.speak_english, lang)],
  ];
  const completion = Math.max(0, Math.min(100, Math.round(c.completion)));
  const nameId = `candidate-${c._id}`;
  return (
    <article
      aria-labelledby={nameId}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex gap-3">
        <Photo src={c.profile_pic} />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="truncate text-lg leading-snug font-bold text-slate-900">
            {name}
          </h2>
          {place && (
            <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-600">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" />
              <span>{place}</span>
            </p>
          )}
          {active && (
            <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-600">
              <ClockIcon className="mt-0.5 size-4 shrink-0" />
              <span>
                {t(active.recent ? 'card.lastActive' : 'card.lastActiveOn', { when: active.text })}
              </span>
            </p>
          )}
        </div>
      </div>
      {wanted.length > 0 && (
        <div>
          <p className="text-sm text-slate-500">{t('card.wants')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {wanted.map((job) => (
              <li
                key={job}
                className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-dark"
              >
                {job}
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        <div className="col-span-2">
          <dt className="text-slate-500">{t('card.salary')}</dt>
          <dd className="font-semibold text-slate-900">
            <SalaryText from={c.salary_from} to={c.salary_to} />
          </dd>
        </div>
        {facts
          .filter(([, value]) => value !== '')
          .map(([name, value]) => (
            <div key={name} className="min-w-0">
              <dt className="text-slate-500">{name}</dt>
              <dd className="truncate font-medium text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      <div className="space-y-1">
        <div className="flex justify-between text-sm">
          <span className="text-slate-600">{t('card.completion')}</span>
          <span className="font-semibold text-slate-900">{completion}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('card.completion')}
          aria-valuenow={completion}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={`h-full rounded-full ${completion === 100 ? 'bg-green-600' : 'bg-primary'}`}
            style={{ width: `${completion}%` }}
          />
        </div>
      </div>
      {/* spec 001 §7: the contact stays masked in the search */}
      <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <PhoneIcon className="size-4 shrink-0 text-slate-500" />
        <span className="sr-only">{t('card.contact')}: </span>
        <span className="font-mono tracking-wide">{c.contact}</span>
        <span className="ml-auto text-xs text-slate-500">{t('card.contactHidden')}</span>
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Link
          to={candidateProfilePath(c._id)}
          className={buttonClass('secondary', 'px-3 text-center leading-tight')}
        >
          {t('card.viewProfile')}
        </Link>
        <Button className="px-3 text-center leading-tight" onClick={() => setInviting(true)}>
          {t('card.invite')}
        </Button>
      </div>
      <LazyDialog
        open={inviting}
        component={InviteDialog}
        onUnavailable={() => setInviting(false)}
        props={{ seekerId: c._id, name, open: inviting, onOpenChange: setInviting }}
      />
    </article>
  );
}
