import {
  AGE_BAND,
  EXPERIENCE,
  GENDER,
  label,
  PATHS,
  PROFILE_STATUS,
  QUALIFICATION,
} from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { districtText, useDistrictData } from '../../components/district-picker/use-district-data';
import { ErrorAlert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { PhoneIcon } from '../../components/ui/icons';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader, Spinner } from '../../components/ui/loader';
import { PhotoPicker } from '../../components/ui/photo-picker';
import { WhatsappIcon } from '../../components/ui/social-icons';
import type { User } from '../../lib/api/user';
import { isApiError, isMissing } from '../../lib/api-error';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { addSeekerMedia, agentSeekerQuery, seekerMediaProblem, useAgentSeeker } from './api/seeker';
import { SAARTHI_NS } from './saarthi-i18n';

/**
 * /sarthi/user?id= (issue 13, DESIGN.md §6): a job seeker the agent registered, with what is
 * still missing; the agent can add or change the photo and the video resume. The job interests
 * are the seeker's to choose when they sign in. Anyone else's seeker is refused by the server.
 */
export function SaarthiSeekerScreen() {
  const { t } = useTranslation(SAARTHI_NS);
  const id = useSearchParams()[0].get('id') ?? '';
  const seeker = useAgentSeeker(id);
  // another agent's seeker: the server's refusal says so; gone or a wrong link: not found
  const refused = isApiError(seeker.error) && seeker.error.status === 403;
  if (!id || isMissing(seeker.error)) {
    return (
      <div className="space-y-3">
        <ErrorAlert>{refused ? seeker.error?.message : t('seeker.missing')}</ErrorAlert>
        <Link to={PATHS.dashboard} className={buttonClass('secondary', 'w-full')}>
          {t('seeker.back')}
        </Link>
      </div>
    );
  }
  if (seeker.isError) return <LoadFailed query={seeker} />;
  if (!seeker.data) return <PageLoader />;
  return <SeekerDetails person={seeker.data} stamp={seeker.dataUpdatedAt} />;
}

function SeekerDetails({ person, stamp }: { person: User; stamp: number }) {
  const { t } = useTranslation(SAARTHI_NS);
  const lang = useLanguage();
  // the district's name as the seeker's own profile shows it; the list loads after the page
  const districts = useDistrictData(Boolean(person.address_home));
  const queryClient = useQueryClient();
  const saved = (user: User) => queryClient.setQueryData(agentSeekerQuery(user._id).queryKey, user);
  const name = person.name ?? '—';
  const details: [string, string][] = [
    [t('newUser.gender'), label(GENDER, person.gender, lang)],
    [t('newUser.age'), label(AGE_BAND, person.age, lang)],
    [t('newUser.qualification'), label(QUALIFICATION, person.qualification, lang)],
    [t('newUser.experience'), label(EXPERIENCE, person.experience, lang)],
    [
      t('newUser.district'),
      // '…' while the list loads, not '—' (which says there is none)
      person.address_home
        ? districts
          ? districtText(districts, person.address_home, lang)
          : '…'
        : '',
    ],
  ];
  return (
    <div className="space-y-4">
      <section className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <PhotoPicker
          pic={person.profile_pic}
          stamp={stamp}
          upload={async (file) => {
            const user = await addSeekerMedia(person._id, file, 'profile_pic').catch(
              (error: unknown) => failed(error, t),
            );
            if (user) saved(user);
            return user;
          }}
          alt={t('seeker.photoAlt', { name })}
          uploadLabel={t('seeker.photoChange', { name })}
          savedText={t('seeker.photoSaved')}
          size="size-20"
        />
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900">{name}</h1>
          <p className="text-sm text-slate-600">
            {t('dashboard.profileDone', { n: person.profile_completed_status ?? 0 })}
          </p>
        </div>
      </section>
      {person.contact && (
        <div className="grid grid-cols-2 gap-2">
          <a href={`tel:+91${person.contact}`} className={buttonClass('secondary', 'px-2')}>
            <PhoneIcon className="size-5 shrink-0" />
            {person.contact}
          </a>
          <a
            href={`https://wa.me/91${person.contact}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('secondary', 'px-2')}
          >
            <WhatsappIcon className="size-5 shrink-0" />
            WhatsApp
          </a>
        </div>
      )}
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="font-semibold text-slate-900">{t('seeker.details')}</h2>
        <dl className="mt-2 divide-y divide-slate-100">
          {details.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-3 py-2">
              <dt className="text-slate-600">{term}</dt>
              <dd className="text-right font-medium text-slate-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <VideoSection person={person} onSaved={saved} />
      <section className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h2 className="font-semibold text-slate-900">{t('seeker.next')}</h2>
        <p className="mt-1 text-slate-700">
          {person.profile_status < PROFILE_STATUS.COMPLETE
            ? t('seeker.nextInterests', { name })
            : t('seeker.nextDone', { name })}
        </p>
      </section>
      <Link to={PATHS.dashboard} className={buttonClass('ghost', 'w-full')}>
        {t('seeker.back')}
      </Link>
    </div>
  );
}

/** A failed upload: the reason in a toast; null keeps the photo as it was. */
function failed(error: unknown, t: (key: string) => string): null {
  void notify.error(isApiError(error) && error.message ? error.message : t('seeker.uploadFailed'));
  return null;
}

function VideoSection({ person, onSaved }: { person: User; onSaved: (user: User) => void }) {
  const { t } = useTranslation(SAARTHI_NS);
  const { t: tg } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (file: File) => addSeekerMedia(person._id, file, 'video_resume'),
    onSuccess: (user) => {
      onSaved(user);
      void notify.success(t('seeker.videoSaved'));
    },
    onError: (error) => failed(error, t),
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = seekerMediaProblem(file, 'video_resume');
    setProblem(wrong ? tg(`validation.${wrong}`) : null);
    if (!wrong) send.mutate(file);
  };
  return (
    <section className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">{t('newUser.video')}</h2>
      <p className="text-slate-700">
        {person.video_resume ? t('seeker.videoAdded') : t('seeker.videoMissing')}
      </p>
      <label
        className={buttonClass(
          'secondary',
          'w-full cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary/40',
        )}
      >
        {send.isPending ? (
          <>
            <Spinner className="size-5" />
            {t('newUser.sendingMedia')}
          </>
        ) : person.video_resume ? (
          t('seeker.videoChange')
        ) : (
          t('media.chooseVideo')
        )}
        <input
          type="file"
          accept="video/mp4,video/mpeg,video/webm,.mp4,.mpeg,.mpg,.webm"
          className="sr-only"
          disabled={send.isPending}
          onChange={pick}
        />
      </label>
      <p className="text-sm text-slate-600">{t('newUser.videoHint')}</p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
