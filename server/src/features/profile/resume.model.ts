import {
  ABOUT_ME,
  AGE_BAND,
  categoryLabel,
  districtLabel,
  EXPERIENCE,
  GENDER,
  JOB_TIMINGS,
  JOB_TYPE,
  LANGUAGES,
  type Lang,
  label,
  QUALIFICATION,
  SPEAK_ENGLISH,
  skillLabel,
  techCertLabel,
} from '@kaamkaj/domain';
import type { ResumeModel } from './resume-pdf';
import type { SeekerRecord } from './seeker-profile.service';

const TITLES = {
  en: {
    interests: 'Job interests',
    skills: 'Skills',
    experience: 'Work experience',
    education: 'Education',
    certificates: 'Technical certification',
    languages: 'Languages',
    about: 'About me',
    preferences: 'Job preferences',
    personal: 'Personal details',
    footer: 'Resume made with Kaamkaj',
    salary: 'Expected salary',
    born: 'Date of birth',
    gender: 'Gender',
    english: 'Spoken English',
    lives: 'Lives in',
    home: 'Home district',
    work: 'Wants to work in',
  },
  hi: {
    interests: 'नौकरी में रुचि',
    skills: 'कौशल',
    experience: 'काम का अनुभव',
    education: 'शिक्षा',
    certificates: 'तकनीकी सर्टिफिकेट',
    languages: 'भाषाएँ',
    about: 'मेरे बारे में',
    preferences: 'नौकरी की पसंद',
    personal: 'निजी जानकारी',
    footer: 'काम-काज पर बना रिज़्यूमे',
    salary: 'अपेक्षित वेतन',
    born: 'जन्म तिथि',
    gender: 'लिंग',
    english: 'अंग्रेज़ी बोलना',
    lives: 'अभी रहते हैं',
    home: 'गृह ज़िला',
    work: 'यहाँ काम करना चाहते हैं',
  },
} as const;

/** The resume's display text in one language, from the stored profile (spec 000 §4). */
export function resumeModel(r: SeekerRecord, lang: Lang): ResumeModel {
  const t = TITLES[lang];
  const district = (id: string | null) => (id ? districtLabel(id, lang) : '');
  const interests = r.job_intrested.map((j) => categoryLabel(j.job_category, lang));
  if (r.job_other) interests.push(r.job_other);
  const skills = r.job_intrested.flatMap((j) =>
    j.skills.map((s) => skillLabel(j.job_category, s, lang)),
  );
  const languages = r.language_known
    .filter((k) => k !== 'other')
    .map((k) => label(LANGUAGES, k, lang));
  if (r.language_other) languages.push(r.language_other);
  const certs = r.technical_cert
    .filter((c) => c.cert !== 'none')
    .map((c) => techCertLabel(c, lang));
  const qualification =
    r.qualification === 3 && r.qualification_other
      ? `${label(QUALIFICATION, 3, lang)} (${r.qualification_other})`
      : label(QUALIFICATION, r.qualification, lang);
  const salary =
    r.salary_from && r.salary_to
      ? `₹${r.salary_from.toLocaleString('en-IN')} - ₹${r.salary_to.toLocaleString('en-IN')}`
      : '';

  return {
    name: r.name ?? '',
    headline: interests.join(', '),
    contact: [r.contact ? `+91 ${r.contact}` : '', r.email ?? ''].filter(Boolean).join('   '),
    location: [...new Set([district(r.address_current), district(r.address_home)])]
      .filter(Boolean)
      .join(' · '),
    sections: [
      { title: t.interests, lines: interests.length ? [interests.join(', ')] : [] },
      { title: t.skills, lines: skills.length ? [skills.join(', ')] : [] },
      {
        title: t.experience,
        lines: r.experience === null ? [] : [label(EXPERIENCE, r.experience, lang)],
      },
      {
        title: t.education,
        lines: [
          qualification,
          ...r.educational_info.map((e) =>
            [e.class_name, e.institution_name].filter(Boolean).join(', '),
          ),
        ].filter(Boolean),
      },
      { title: t.certificates, lines: certs },
      { title: t.languages, lines: languages.length ? [languages.join(', ')] : [] },
      {
        title: t.about,
        lines: r.about_me.length
          ? [r.about_me.map((a) => label(ABOUT_ME, a.key, lang)).join(', ')]
          : [],
      },
      {
        title: t.preferences,
        lines: [
          r.job_type === null ? '' : label(JOB_TYPE, r.job_type, lang),
          r.job_timings === null ? '' : label(JOB_TIMINGS, r.job_timings, lang),
          salary ? `${t.salary}: ${salary}` : '',
          r.address_work ? `${t.work}: ${district(r.address_work)}` : '',
        ].filter(Boolean),
      },
      {
        title: t.personal,
        lines: [
          r.dob ? `${t.born}: ${r.dob.split('-').reverse().join('/')}` : '',
          r.gender === null ? '' : `${t.gender}: ${label(GENDER, r.gender, lang)}`,
          r.age === null ? '' : label(AGE_BAND, r.age, lang),
          r.speak_english === null
            ? ''
            : `${t.english}: ${label(SPEAK_ENGLISH, r.speak_english, lang)}`,
          r.address_home ? `${t.home}: ${district(r.address_home)}` : '',
        ].filter(Boolean),
      },
    ],
    footer: t.footer,
  };
}

/** "Ravi_Kumar_Kaamkaj_Resume.pdf": the user's name plus a suffix (spec 000 §9). */
export function resumeFileName(name: string | null): string {
  const base = (name ?? 'Resume')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_|_$/g, '');
  return `${base || 'Resume'}_Kaamkaj_Resume.pdf`;
}
