import {
  ABOUT_ME,
  AGE_BAND,
  EXPERIENCE,
  GENDER,
  JOB_TIMINGS,
  JOB_TYPE,
  LANGUAGES,
  type Lang,
  label,
  QUALIFICATION,
  SPEAK_ENGLISH,
  techCertLabel,
} from '@kaamkaj/domain';
import { type Category, nameIn } from '../../../lib/api/job-categories';
import type { SeekerUser } from '../../../lib/api/user';
import type { SectionKey } from './sections';

export type ValueContext = {
  lang: Lang;
  categories: readonly Category[];
  /** A district id as "Name, State"; the id itself while the list loads. */
  district: (id: string) => string;
};

const LOCALE = { hi: 'hi-IN', en: 'en-GB' } as const;

/** 12000 -> "₹12,000" in Indian grouping. */
export const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** A YYYY-MM-DD date in long form: "12 March 2000" / "12 मार्च 2000". */
export function longDate(iso: string, lang: Lang): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' });
}

/** What a section shows, one line per entry; [] when it is empty (an "Add" prompt). */
export function sectionLines(key: SectionKey, user: SeekerUser, ctx: ValueContext): string[] {
  const { lang } = ctx;
  const code = (table: Parameters<typeof label>[0], value: number | string | null) =>
    value === null ? [] : [label(table, value, lang)];
  const category = (id: string) => {
    const found = ctx.categories.find((c) => c._id === id);
    return found ? nameIn(found, lang) : id;
  };
  switch (key) {
    case 'about_me':
      return user.about_me.map((a) => label(ABOUT_ME, a.key, lang));
    case 'job_intrested':
      return [
        ...user.job_intrested.map((j) => category(j.job_category)),
        ...(user.job_other ? [user.job_other] : []),
      ];
    case 'skills':
      return user.job_intrested
        .filter((j) => j.skills.length > 0)
        .map((j) => {
          const found = ctx.categories.find((c) => c._id === j.job_category);
          const skills = j.skills.map((s) => {
            const skill = found?.skills.find((k) => k._id === s);
            return skill ? nameIn(skill, lang) : s;
          });
          return `${category(j.job_category)}: ${skills.join(', ')}`;
        });
    case 'education': {
      const degree =
        user.qualification === null ? [] : [label(QUALIFICATION, user.qualification, lang)];
      if (user.qualification_other) degree.push(user.qualification_other);
      const places = user.educational_info.map((e) =>
        e.class_name ? `${e.class_name} – ${e.institution_name}` : e.institution_name,
      );
      return [...(degree.length > 0 ? [degree.join(': ')] : []), ...places];
    }
    case 'technical_cert':
      return user.technical_cert.map((c) => techCertLabel(c, lang));
    case 'contact':
      return user.contact ? [`+91 ${user.contact}`] : [];
    case 'dob':
      return user.dob ? [longDate(user.dob, lang)] : [];
    case 'language_known':
      return user.language_known.map((k) =>
        k === 'other' && user.language_other ? user.language_other : label(LANGUAGES, k, lang),
      );
    case 'salary':
      return user.salary_from !== null && user.salary_to !== null
        ? [`${rupees(user.salary_from)} – ${rupees(user.salary_to)}`]
        : [];
    case 'experience':
      return code(EXPERIENCE, user.experience);
    case 'gender':
      return code(GENDER, user.gender);
    case 'age': // with a birth date, the band the server derived from it (issue 14 item 10)
      return code(AGE_BAND, user.age);
    case 'speak_english':
      return code(SPEAK_ENGLISH, user.speak_english);
    case 'job_type':
      return code(JOB_TYPE, user.job_type);
    case 'job_timings':
      return code(JOB_TIMINGS, user.job_timings);
    case 'address_current':
    case 'address_work':
    case 'address_home': {
      const id = user[key];
      return id ? [ctx.district(id)] : [];
    }
  }
}
