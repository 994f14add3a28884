import type { ApplicationStatus, SeekerProfileView } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { districtText, useDistrictData } from '../../components/district-picker/use-district-data';
import { PhoneIcon } from '../../components/ui/icons';
import { useJobCategories } from '../../lib/api/job-categories';
import { useLanguage } from '../../lib/i18n';
import { APPLICANTS_NS } from './applicants-i18n';
import { CHIP_SECTIONS, PROFILE_SECTIONS, SHORT_SECTIONS, sectionLines } from './profile-sections';

/**
 * An applicant's profile (with their status), or a searched candidate's (none: they have not
 * applied, so the number is never shown; issue 14 item 12).
 */
type ShownProfile = SeekerProfileView & { contact: string | null; status?: ApplicationStatus };

/** Every section of spec 001 §2 "Applicant profile", then the video resume player. */
export function ProfileDetails({ profile }: { profile: ShownProfile }) {
  const { t } = useTranslation(APPLICANTS_NS);
  const lang = useLanguage();
  const categories = useJobCategories().data ?? [];
  const districts = useDistrictData();
  const ctx = {
    lang,
    categories,
    district: (id: string) => (districts ? districtText(districts, id, lang) : ''),
  };
  const name = profile.name || t('noName');
  return (
    <>
      <section
        aria-label={t('profile.title')}
        className="rounded-2xl bg-white px-4 py-1 shadow-sm ring-1 ring-slate-200"
      >
        <dl className="grid grid-cols-2 gap-x-4">
          {PROFILE_SECTIONS.map((key) => (
            <div
              key={key}
              className={`border-t border-slate-100 py-3 first:border-t-0 ${SHORT_SECTIONS.includes(key) ? '' : 'col-span-2'}`}
            >
              <dt className="text-sm font-semibold text-slate-600">
                {t(`profile.sections.${key}`)}
              </dt>
              <dd className="mt-0.5 text-base text-slate-900">
                {key === 'contact' ? (
                  <Contact number={profile.contact} status={profile.status} />
                ) : (
                  <Lines
                    lines={sectionLines(key, profile, ctx)}
                    chips={CHIP_SECTIONS.includes(key)}
                  />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="video-resume-title"
        className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="video-resume-title" className="font-bold text-slate-900">
          {t('profile.sections.video_resume')}
        </h2>
        {profile.video_resume ? (
          // biome-ignore lint/a11y/useMediaCaption: a seeker's own recording has no caption track
          <video
            src={profile.video_resume}
            controls
            preload="none"
            playsInline
            aria-label={t('profile.videoLabel', { name })}
            className="aspect-[3/4] max-h-[65dvh] w-full rounded-xl bg-black object-contain"
          />
        ) : (
          <p className="text-slate-600">{t('profile.noVideo')}</p>
        )}
      </section>
    </>
  );
}

/** A section's entries: "Not added" when none, chips for short words, else one per line. */
function Lines({ lines, chips }: { lines: string[]; chips: boolean }) {
  const { t } = useTranslation(APPLICANTS_NS);
  if (lines.length === 0) return <span className="text-slate-500">{t('profile.notAdded')}</span>;
  if (chips) {
    return (
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {lines.map((line) => (
          <li
            key={line}
            className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary"
          >
            {line}
          </li>
        ))}
      </ul>
    );
  }
  if (lines.length === 1) return lines[0];
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** spec 001 §4: the number comes only while Shortlisted; until then, say when it will. */
function Contact({ number, status }: { number: string | null; status?: ApplicationStatus }) {
  const { t } = useTranslation(APPLICANTS_NS);
  if (!number && status === undefined) {
    return <span className="text-slate-500">{t('candidate.contactHidden')}</span>;
  }
  if (!number) {
    // Past the shortlist (an interview, hired) the number is no longer released either.
    const later = status === 'Selected' || status === 'Hired';
    return (
      <span className="text-slate-500">
        {t(later ? 'profile.contactShortlistedOnly' : 'profile.contactHidden')}
      </span>
    );
  }
  return (
    <a
      href={`tel:+91${number}`}
      className="inline-flex min-h-12 items-center gap-2 font-semibold text-primary underline"
    >
      <PhoneIcon className="size-5" />
      +91 {number}
    </a>
  );
}
