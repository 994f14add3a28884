import type { JobInterest } from '@kaamkaj/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Category, nameIn } from '../../../lib/api/job-categories';
import { useLanguage } from '../../../lib/i18n';
import { CustomSkill } from '../interests/custom-skill';
import { withSkills } from '../interests/interest-rules';
import { MAX_SKILLS } from '../interests/limits';
import { SkillChips } from '../interests/skill-chips';
import { PROFILE_NS } from '../profile-i18n';
import { SectionFormShell } from './section-form-shell';
import { type SectionFormProps, useSectionForm } from './use-section-form';

type Props = SectionFormProps & { categories: readonly Category[] };

/** Skills: at most 3 for each job interest, from the list or typed (spec 000 §5). */
export function SkillsForm(props: Props) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const { user, categories } = props;
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    { job_intrested: user.job_intrested ?? [] },
    [],
  );
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <Controller
        control={form.control}
        name="job_intrested"
        render={({ field }) => {
          const interests = (field.value ?? []) as JobInterest[];
          if (interests.length === 0) return <p className="text-slate-600">{t('skills.none')}</p>;
          return (
            <SkillChips
              categories={categories}
              value={interests}
              onChange={field.onChange}
              after={(interest, category) => (
                <CustomSkill
                  category={nameIn(category, lang)}
                  disabled={interest.skills.length >= MAX_SKILLS}
                  onAdd={(skill) =>
                    field.onChange(
                      withSkills(interests, interest.job_category, [
                        ...new Set([...interest.skills, skill]),
                      ]),
                    )
                  }
                />
              )}
            />
          );
        }}
      />
    </SectionFormShell>
  );
}
