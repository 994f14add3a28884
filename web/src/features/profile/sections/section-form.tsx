import type { Category } from '../../../lib/api/job-categories';
import type { User } from '../../../lib/api/user';
import type { SectionKey } from '../my-profile/sections';
import { CertForm } from './cert-form';
import { AboutMeForm, LanguagesForm, SingleChoiceForm } from './choice-forms';
import { DistrictForm } from './district-form';
import { EducationForm } from './education-form';
import { InterestsSectionForm } from './interests-section-form';
import { SalaryForm } from './salary-form';
import { SkillsForm } from './skills-form';
import { DobForm, MobileForm, NameForm } from './text-forms';

export type EditableSection = SectionKey | 'name';

type SectionFormSwitchProps = {
  section: EditableSection;
  user: User;
  categories: readonly Category[];
  onSaved?: (() => void) | undefined;
};

/** The form of one section, for the My Profile modal and the full edit page. */
export function SectionForm({ section, user, categories, onSaved }: SectionFormSwitchProps) {
  const props = { user, onSaved };
  switch (section) {
    case 'name':
      return <NameForm {...props} />;
    case 'about_me':
      return <AboutMeForm {...props} />;
    case 'job_intrested':
      return <InterestsSectionForm {...props} categories={categories} />;
    case 'skills':
      return <SkillsForm {...props} categories={categories} />;
    case 'education':
      return <EducationForm {...props} />;
    case 'technical_cert':
      return <CertForm {...props} />;
    case 'contact':
      return <MobileForm {...props} />;
    case 'dob':
      return <DobForm {...props} />;
    case 'language_known':
      return <LanguagesForm {...props} />;
    case 'gender':
    case 'age':
    case 'speak_english':
    case 'job_type':
    case 'job_timings':
      return <SingleChoiceForm {...props} field={section} />;
    case 'address_current':
    case 'address_work':
      return <DistrictForm {...props} field={section} />;
    case 'salary':
      return <SalaryForm {...props} />;
    default:
      return null; // read-only sections have no form
  }
}
