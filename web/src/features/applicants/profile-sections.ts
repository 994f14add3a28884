import {
  ABOUT_ME,
  EXPERIENCE,
  GENDER,
  LANGUAGES,
  type Lang,
  label,
  QUALIFICATION,
  type SeekerProfileView,
  SPEAK_ENGLISH,
  techCertLabel,
} from '@kaamkaj/domain';
import { type Category, nameIn } from '../../lib/api/job-categories';
import { calendarDay } from '../../lib/dates';

// spec 001 §2 "Applicant profile": every section it lists. The short facts sit side by side at
// the end (a long page on a small phone otherwise); the mobile number and the video resume are
// drawn by the screen itself (a dial link, a player).
export const PROFILE_SECTIONS = [
  'about_me',
  'contact',
  'job_intrested',
  'skills',
  'education',
  'technical_cert',
  'language_known',
  'experience',
  'speak_english',
  'gender',
  'dob',
  'address_current',
  'address_home',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Sections whose entries read best as chips (several short words). */
export const CHIP_SECTIONS: readonly ProfileSection[] = [
  'about_me',
  'job_intrested',
  'language_known',
];

/** Sections of one short value, two to a row. */
export const SHORT_SECTIONS: readonly ProfileSection[] = [
  'experience',
  'speak_english',
  'gender',
  'dob',
  'address_current',
  'address_home',
];

export type LinesContext = {
  lang: Lang;
  categories: readonly Category[];
  /** A district id as its name; '' while the list loads. */
  district: (id: string) => string;
};

/** The seeker's skills by name: per job interest, else the flat list (ids or typed text). */
function skillLines(profile: SeekerProfileView, ctx: LinesContext): string[] {
  const category = (id: string) => ctx.categories.find((c) => c._id === id);
  const skillName = (id: string, within?: Category) => {
    const pool = within ? [within] : ctx.categories;
    for (const c of pool) {
      const found = c.skills.find((s) => s._id === id);
      if (found) return nameIn(found, ctx.lang);
    }
    return id;
  };
  const grouped = profile.job_intrested
    .filter((j) => j.skills.length > 0)
    .map((j) => {
      const c = category(j.job_category);
      const names = j.skills.map((s) => skillName(s, c)).join(', ');
      return c ? `${nameIn(c, ctx.lang)}: ${names}` : names;
    });
  return grouped.length > 0 ? grouped : profile.skills.map((s) => skillName(s));
}

/** What a section shows, one line per entry; [] when the seeker left it empty. */
export function sectionLines(
  key: ProfileSection,
  profile: SeekerProfileView & { contact: string | null },
  ctx: LinesContext,
): string[] {
  const { lang } = ctx;
  const code = (table: Parameters<typeof label>[0], value: number | string | null) =>
    value === null ? [] : [label(table, value, lang)];
  switch (key) {
    case 'about_me':
      return profile.about_me.map((k) => label(ABOUT_ME, k, lang));
    case 'contact':
      return profile.contact ? [`+91 ${profile.contact}`] : [];
    case 'job_intrested':
      return profile.job_intrested.map((j) => {
        const found = ctx.categories.find((c) => c._id === j.job_category);
        return found ? nameIn(found, lang) : j.job_category;
      });
    case 'experience':
      return code(EXPERIENCE, profile.experience);
    case 'skills':
      return skillLines(profile, ctx);
    case 'education': {
      const degree = code(QUALIFICATION, profile.qualification);
      const places = profile.educational_info.map((e) =>
        e.class_name ? `${e.class_name} – ${e.institution_name}` : e.institution_name,
      );
      return [...degree, ...places];
    }
    case 'technical_cert':
      return profile.technical_cert.map((c) => techCertLabel(c, lang));
    case 'gender':
      return code(GENDER, profile.gender);
    case 'dob':
      return profile.dob ? [calendarDay(profile.dob, lang)] : [];
    case 'language_known':
      return profile.language_known.map((k) =>
        k === 'other' && profile.language_other
          ? profile.language_other
          : label(LANGUAGES, k, lang),
      );
    case 'speak_english':
      return code(SPEAK_ENGLISH, profile.speak_english);
    case 'address_current':
    case 'address_home': {
      const id = profile[key];
      return id ? [ctx.district(id) || id] : [];
    }
  }
}
