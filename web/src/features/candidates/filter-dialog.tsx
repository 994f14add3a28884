import {
  AGE_BAND,
  type CandidateFilter,
  EXPERIENCE,
  GENDER,
  QUALIFICATION,
  SEARCH_MAX_DISTRICTS,
  SEARCH_MAX_SKILLS,
  SPEAK_ENGLISH,
} from '@kaamkaj/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeSelects } from '../../components/filter/code-selects';
import { DistrictSelections } from '../../components/filter/district-selections';
import { FilterFormDialog } from '../../components/filter/filter-form-dialog';
import { SalaryRangeFields } from '../../components/filter/salary-range-fields';
import { SkillChips } from '../../components/filter/skill-chips';
import { useFilterForm } from '../../components/filter/use-filter-form';
import { SelectField } from '../../components/ui/select-field';
import { Switch } from '../../components/ui/switch';
import { nameIn, useJobCategories } from '../../lib/api/job-categories';
import { useLanguage } from '../../lib/i18n';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { CANDIDATES_NS } from './candidates-i18n';
import {
  type CandidateFilterValues,
  candidateFilterResolver,
  EMPTY_CANDIDATE_FILTER,
} from './filter-values';

type FilterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters in force (the form opens with them). */
  values: CandidateFilterValues;
  /** Runs the search; a rejection with field errors puts them under the fields. */
  onApply: (values: CandidateFilterValues, filter: CandidateFilter) => Promise<void>;
  onClear: () => void;
};

/** spec 001 §3 "Job-seeker search filter", §5, §9: the employer's candidate filter. */
export function CandidateFilterDialog(props: FilterDialogProps) {
  const { open, onOpenChange, values, onApply, onClear } = props;
  const { t } = useTranslation(CANDIDATES_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const categories = useJobCategories();
  const filter = useFilterForm({
    open,
    values,
    empty: EMPTY_CANDIDATE_FILTER,
    resolver: candidateFilterResolver,
    onApply,
    onClear,
    // 400 VALIDATION_FAILED: errors keyed filters.<field>
    serverPrefix: /^(body\.)?filters\./,
  });
  const { form } = filter;
  const { errors } = form.formState;

  const category = form.watch('job_intrested');
  const categoryList = categories.data ?? [];
  const skillOptions = (categoryList.find((c) => c._id === category)?.skills ?? []).map((s) => ({
    value: s._id,
    label: nameIn(s, lang),
  }));

  const districtLegend = `${t('filter.district')} (${t('filter.max', { count: SEARCH_MAX_DISTRICTS })})`;
  return (
    <FilterFormDialog
      open={open}
      onOpenChange={onOpenChange}
      labels={{ title: t('filter.title'), clear: t('filter.clear'), apply: t('filter.apply') }}
      filter={filter}
    >
      <SelectField
        label={t('filter.interest')}
        placeholder={t('allCategories')}
        options={categoryList.map((c) => ({ value: c._id, label: nameIn(c, lang) }))}
        error={
          errorText(errors.job_intrested) ??
          (categories.isError ? t('categoriesFailed') : undefined)
        }
        {...form.register('job_intrested', {
          // skills belong to their category
          onChange: () => form.setValue('skills', []),
        })}
      />

      <DistrictSelections
        form={form}
        name="address_current"
        max={SEARCH_MAX_DISTRICTS}
        legend={districtLegend}
        label={districtLegend}
        removeLabel={(name) => t('filter.districtRemove', { name })}
      />

      <SkillChips
        form={form}
        name="skills"
        legend={`${t('filter.skills')} (${t('filter.max', { count: SEARCH_MAX_SKILLS })})`}
        emptyHint={t('filter.skillsHint')}
        options={skillOptions}
        max={SEARCH_MAX_SKILLS}
      />

      <SalaryRangeFields
        form={form}
        labels={{
          from: t('filter.salaryFrom'),
          to: t('filter.salaryTo'),
          hint: t('filter.salaryHint'),
        }}
      />

      <CodeSelects
        form={form}
        placeholder={t('filter.any')}
        fields={[
          { name: 'qualification', label: t('filter.qualification'), table: QUALIFICATION },
          { name: 'gender', label: t('filter.gender'), table: GENDER },
          { name: 'experience', label: t('filter.experience'), table: EXPERIENCE },
          { name: 'age', label: t('filter.age'), table: AGE_BAND },
          { name: 'speak_english', label: t('filter.english'), table: SPEAK_ENGLISH },
        ]}
      />

      <Controller
        control={form.control}
        name="profile_completed_status"
        render={({ field }) => (
          <Switch label={t('filter.complete')} checked={field.value} onChange={field.onChange} />
        )}
      />
    </FilterFormDialog>
  );
}
