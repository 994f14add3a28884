import {
  EXPERIENCE,
  JOB_GENDER,
  JOB_POST_TIMINGS,
  JOB_POSTED_TIME,
  JOB_TIMINGS,
  JOB_TYPE,
  type JobFilter,
  MAX_FILTER_SELECTIONS,
  QUALIFICATION,
} from '@kaamkaj/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeSelects } from '../../components/filter/code-selects';
import { DistrictSelections } from '../../components/filter/district-selections';
import { FilterFormDialog } from '../../components/filter/filter-form-dialog';
import { SalaryRangeFields } from '../../components/filter/salary-range-fields';
import { SkillChips } from '../../components/filter/skill-chips';
import { useFilterForm } from '../../components/filter/use-filter-form';
import { Button } from '../../components/ui/button';
import { ChipGroup } from '../../components/ui/chip-group';
import { nameIn, useJobCategories } from '../../lib/api/job-categories';
import { useLanguage } from '../../lib/i18n';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { EMPTY_FILTER, type FilterValues, filterResolver } from './filter-values';
import { JOBS_FEED_NS } from './jobs-feed-i18n';

type FilterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters in force (the form opens with them). */
  values: FilterValues;
  /** Runs the filter; a rejection with field errors puts them under the fields. */
  onApply: (values: FilterValues, filter: JobFilter) => Promise<void>;
  onClear: () => void;
};

const CATEGORIES_SHOWN = 8;

/** spec 000 §2.7, §5, §9: the job filter modal; districts, categories and skills 3 at most. */
export function FilterDialog({ open, onOpenChange, values, onApply, onClear }: FilterDialogProps) {
  const { t } = useTranslation(JOBS_FEED_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const categories = useJobCategories();
  const [allCategories, setAllCategories] = useState(false);
  const filter = useFilterForm({
    open,
    values,
    empty: EMPTY_FILTER,
    resolver: filterResolver,
    onApply,
    onClear,
    // 400 VALIDATION_FAILED: errors keyed body.<field> (issue 5 contract)
    serverPrefix: /^body\./,
  });
  const { form } = filter;

  const chosenCategories = form.watch('category');
  // ~35 categories: the first few and the chosen ones, the rest on request
  const categoryList = categories.data ?? [];
  const shownCategories = allCategories
    ? categoryList
    : categoryList.filter((c, i) => i < CATEGORIES_SHOWN || chosenCategories.includes(c._id));
  const skillOptions = categoryList
    .filter((c) => chosenCategories.includes(c._id))
    .flatMap((c) => c.skills)
    .map((s) => ({ value: s._id, label: nameIn(s, lang) }));
  const withMax = (text: string) => `${text} (${t('filter.maxHint')})`;

  return (
    <FilterFormDialog
      open={open}
      onOpenChange={onOpenChange}
      labels={{ title: t('filter.title'), clear: t('filter.clear'), apply: t('filter.apply') }}
      filter={filter}
    >
      <DistrictSelections
        form={form}
        name="district"
        max={MAX_FILTER_SELECTIONS}
        legend={t('filter.district')}
        label={withMax(t('filter.district'))}
        removeLabel={(name) => t('filter.districtRemove', { name })}
      />

      <Controller
        control={form.control}
        name="category"
        render={({ field, fieldState }) => (
          <ChipGroup
            legend={withMax(t('filter.category'))}
            hint={t('filter.categoryHint')}
            options={shownCategories.map((c) => ({
              value: c._id,
              label: `${c.icon} ${nameIn(c, lang)}`,
            }))}
            values={field.value}
            max={MAX_FILTER_SELECTIONS}
            onChange={(next) => {
              field.onChange(next);
              // skills follow their categories
              const allowed = new Set(
                categoryList
                  .filter((c) => next.includes(c._id))
                  .flatMap((c) => c.skills.map((s) => s._id)),
              );
              form.setValue(
                'skills',
                form.getValues('skills').filter((s) => allowed.has(s)),
              );
            }}
            error={
              errorText(fieldState.error) ??
              (categories.isError ? t('filter.categoriesFailed') : undefined)
            }
          />
        )}
      />

      {shownCategories.length < categoryList.length && (
        <Button
          variant="ghost"
          className="-mt-3 min-h-12 px-2 text-sm"
          onClick={() => setAllCategories(true)}
        >
          {t('filter.moreCategories', { count: categoryList.length })}
        </Button>
      )}

      <SkillChips
        form={form}
        name="skills"
        legend={withMax(t('filter.skills'))}
        emptyHint={t('filter.skillsHint')}
        options={skillOptions}
        max={MAX_FILTER_SELECTIONS}
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
          {
            name: 'educational_qualification',
            label: t('filter.qualification'),
            table: QUALIFICATION,
          },
          { name: 'gender', label: t('filter.gender'), table: JOB_GENDER },
          { name: 'experience', label: t('filter.experience'), table: EXPERIENCE },
          { name: 'job_type', label: t('filter.jobType'), table: JOB_TYPE },
          // a job filter offers the timings a job can be posted with
          {
            name: 'job_timings',
            label: t('filter.timings'),
            table: JOB_TIMINGS,
            only: JOB_POST_TIMINGS,
          },
          { name: 'job_posted_time', label: t('filter.posted'), table: JOB_POSTED_TIME },
        ]}
      />
    </FilterFormDialog>
  );
}
