import {
  type CodeTable,
  codesOf,
  EXPERIENCE,
  JOB_GENDER,
  JOB_POST_TIMINGS,
  JOB_POSTED_TIME,
  JOB_TIMINGS,
  JOB_TYPE,
  type JobFilter,
  type Lang,
  label,
  MAX_FILTER_SELECTIONS,
  QUALIFICATION,
} from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nameIn, useJobCategories } from '../../app/api/job-categories';
import { serverErrorText } from '../../app/forms/server-error';
import { useLanguage } from '../../app/i18n';
import { useErrorText } from '../../app/i18n/use-error-text';
import { DistrictPicker } from '../../components/district-picker/district-picker';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ChipGroup } from '../../components/ui/chip-group';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { CloseIcon } from '../../components/ui/icons';
import { SelectField } from '../../components/ui/select-field';
import { EMPTY_FILTER, type FilterValues, filterResolver } from './filter-values';
import { JOBS_FEED_NS } from './jobs-feed-i18n';
import { useDistrictName } from './use-district-name';

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

/** Options of a code table for a native select ('' is "Any"). */
const selectOptions = <T extends CodeTable>(table: T, lang: Lang, only?: readonly number[]) =>
  codesOf(table)
    .filter((code) => !only || only.includes(Number(code)))
    .map((code) => ({ value: String(code), label: label(table, code, lang) }));

/** spec 000 §2.7, §5, §9: the job filter modal; districts, categories and skills 3 at most. */
export function FilterDialog({ open, onOpenChange, values, onApply, onClear }: FilterDialogProps) {
  const { t } = useTranslation(JOBS_FEED_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const districtName = useDistrictName();
  const categories = useJobCategories();
  const [alert, setAlert] = useState<string | null>(null);
  const [allCategories, setAllCategories] = useState(false);
  const form = useForm<FilterValues, unknown, JobFilter>({
    resolver: filterResolver,
    defaultValues: values,
  });
  const { control, register, handleSubmit, reset, watch, setValue, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) {
      reset(values);
      setAlert(null);
    }
  }, [open, values, reset]);

  const chosenCategories = watch('category');
  // ~35 categories: the first few and the chosen ones, the rest on request
  const categoryList = categories.data ?? [];
  const shownCategories = allCategories
    ? categoryList
    : categoryList.filter((c, i) => i < CATEGORIES_SHOWN || chosenCategories.includes(c._id));
  const districts = watch('district');
  const skillOptions = (categories.data ?? [])
    .filter((c) => chosenCategories.includes(c._id))
    .flatMap((c) => c.skills)
    .map((s) => ({ value: s._id, label: nameIn(s, lang) }));

  const submit = handleSubmit(async (filter) => {
    setAlert(null);
    try {
      await onApply(form.getValues(), filter);
    } catch (error) {
      // 400 VALIDATION_FAILED: errors keyed body.<field> (issue 5 contract)
      const set = (field: string, error: { type: string; message: string }) =>
        setError(field.replace(/^body\./, '') as Path<FilterValues>, error);
      setAlert(serverErrorText(error, set as typeof setError));
    }
  });

  const select = (name: keyof FilterValues & string, text: string, table: CodeTable) => (
    <SelectField
      label={text}
      placeholder={t('filter.any')}
      options={selectOptions(table, lang, name === 'job_timings' ? JOB_POST_TIMINGS : undefined)}
      error={errorText(errors[name] as { message?: string } | undefined)}
      {...register(name)}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('filter.title')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('filter.district')}</legend>
          {districts.length < MAX_FILTER_SELECTIONS ? (
            <DistrictPicker
              label={`${t('filter.district')} (${t('filter.maxHint')})`}
              value=""
              onChange={(id) => {
                if (id && !districts.includes(id)) {
                  setValue('district', [...districts, id], { shouldValidate: true });
                }
              }}
              error={errorText(errors.district)}
            />
          ) : (
            <p className="text-sm font-semibold text-slate-700">
              {t('filter.district')} ({t('filter.maxHint')})
            </p>
          )}
          {districts.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {districts.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    onClick={() =>
                      setValue(
                        'district',
                        districts.filter((d) => d !== id),
                        { shouldValidate: true },
                      )
                    }
                    aria-label={t('filter.districtRemove', { name: districtName(id) || id })}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary px-3.5 text-sm font-semibold text-white"
                  >
                    {districtName(id) || id}
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <ChipGroup
              legend={`${t('filter.category')} (${t('filter.maxHint')})`}
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
                  (categories.data ?? [])
                    .filter((c) => next.includes(c._id))
                    .flatMap((c) => c.skills.map((s) => s._id)),
                );
                setValue(
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
            className="-mt-3 min-h-11 px-2 text-sm"
            onClick={() => setAllCategories(true)}
          >
            {t('filter.moreCategories', { count: categoryList.length })}
          </Button>
        )}

        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <ChipGroup
              legend={`${t('filter.skills')} (${t('filter.maxHint')})`}
              hint={skillOptions.length === 0 ? t('filter.skillsHint') : undefined}
              options={skillOptions}
              values={field.value}
              max={MAX_FILTER_SELECTIONS}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
            />
          )}
        />

        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('filter.salaryFrom')}
            inputMode="numeric"
            maxLength={5}
            error={errorText(errors.salary_from)}
            {...register('salary_from')}
          />
          <TextField
            label={t('filter.salaryTo')}
            inputMode="numeric"
            maxLength={5}
            error={errorText(errors.salary_to)}
            {...register('salary_to')}
          />
          <p className="col-span-2 -mt-2 text-sm text-slate-500">{t('filter.salaryHint')}</p>
        </div>

        {select('educational_qualification', t('filter.qualification'), QUALIFICATION)}
        {select('gender', t('filter.gender'), JOB_GENDER)}
        {select('experience', t('filter.experience'), EXPERIENCE)}
        {select('job_type', t('filter.jobType'), JOB_TYPE)}
        {select('job_timings', t('filter.timings'), JOB_TIMINGS)}
        {select('job_posted_time', t('filter.posted'), JOB_POSTED_TIME)}

        {alert && <ErrorAlert>{alert}</ErrorAlert>}

        <div className="sticky -bottom-5 -mx-5 -mb-5 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white p-3">
          <Button
            variant="secondary"
            onClick={() => {
              reset(EMPTY_FILTER);
              onClear();
            }}
          >
            {t('filter.clear')}
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {t('filter.apply')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
