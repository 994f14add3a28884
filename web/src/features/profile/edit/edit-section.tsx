import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../lib/api/job-categories';
import type { SeekerUser } from '../../../lib/api/user';
import { sectionLines, type ValueContext } from '../my-profile/section-values';
import { canEdit, type SectionKey } from '../my-profile/sections';
import { PROFILE_NS } from '../profile-i18n';
import { type EditableSection, SectionForm } from '../sections/section-form';

type EditSectionProps = {
  section: EditableSection;
  user: SeekerUser;
  categories: readonly Category[];
  ctx: ValueContext;
};

/** One section on the full edit page: its form inline, or its value when it is read only. */
export function EditSection({ section, user, categories, ctx }: EditSectionProps) {
  const { t } = useTranslation(PROFILE_NS);
  const titleId = useId();
  const editable = section === 'name' || canEdit(section as SectionKey, user, 'edit');
  const lines = section === 'name' ? [] : sectionLines(section, user, ctx);
  // issue 14 item 10: not fixed, only set by the birth date
  const badge = section === 'age' && user.dob ? t('age.fromDob') : t('profile.readOnly');
  return (
    <section aria-labelledby={titleId} data-titled className="space-y-2 px-4 py-4">
      <h3 id={titleId} className="font-semibold text-slate-800">
        {t(`sections.${section}`)}
        {!editable && (
          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
            {badge}
          </span>
        )}
      </h3>
      {editable ? (
        <SectionForm section={section} user={user} categories={categories} />
      ) : (
        <p className="font-semibold text-slate-900">{lines.join(', ') || '—'}</p>
      )}
    </section>
  );
}
