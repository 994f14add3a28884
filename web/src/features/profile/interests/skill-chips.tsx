import type { JobInterest } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/ui/chip-group';
import { type Category, nameIn } from '../../../lib/api/job-categories';
import { useLanguage } from '../../../lib/i18n';
import { PROFILE_NS } from '../profile-i18n';
import { type InterestValue, withSkills } from './interest-rules';
import { MAX_SKILLS } from './limits';

type SkillChipsProps = {
  categories: readonly Category[];
  value: readonly InterestValue[];
  onChange: (value: JobInterest[]) => void;
  /** Shown under each category's chips (the typed-skill input on the profile). */
  after?: (interest: JobInterest, category: Category) => ReactNode;
};

/** Up to 3 skills for each chosen category (spec 000 §5); a typed skill shows as a chip too. */
export function SkillChips({ categories, value, onChange, after }: SkillChipsProps) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  return (
    <div className="space-y-5">
      {value.map((interest) => {
        const category = categories.find((c) => c._id === interest.job_category);
        if (!category) return null;
        const known = category.skills.map((s) => ({ value: s._id, label: nameIn(s, lang) }));
        const skills = interest.skills ?? [];
        const typed = skills
          .filter((skill) => !category.skills.some((s) => s._id === skill))
          .map((skill) => ({ value: skill, label: skill }));
        return (
          <div key={interest.job_category} className="space-y-3">
            <ChipGroup
              legend={t('skills.legend', { category: nameIn(category, lang) })}
              hint={t('skills.hint', { max: MAX_SKILLS })}
              options={[...known, ...typed]}
              values={skills}
              max={MAX_SKILLS}
              onChange={(skills) => onChange(withSkills(value, interest.job_category, skills))}
            />
            {after?.({ job_category: interest.job_category, skills }, category)}
          </div>
        );
      })}
    </div>
  );
}
