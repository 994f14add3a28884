import {
  AGE_BAND,
  type CandidateFilter,
  type CodeTable,
  codesOf,
  EXPERIENCE,
  GENDER,
  type Lang,
  label,
  QUALIFICATION,
  SEARCH_MAX_DISTRICTS,
  SEARCH_MAX_SKILLS,
  SPEAK_ENGLISH,
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
import { Switch } from '../../components/ui/switch';
import { CANDIDATES_NS } from './candidates-i18n';
import {
  type CandidateFilterValues,
  candidateFilterResolver,
  EMPTY_CANDIDATE_FILTER,
} from './filter-values';
import { useDistrictName } from './use-district-name';

type FilterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters in force (the form opens with them). */
  values: CandidateFilterValues;
  /** Runs the search; a rejection with field errors puts them under the fields. */
  onApply: (values: CandidateFilterValues, filter: CandidateFilter) => Promise<void>;
  onClear: () => void;
};

/** Options of a code table for a native select ('' is "Any"). */
const selectOptions = (table: CodeTable, lang: Lang) =>
  codesOf(table).map((code) => ({ value: String(code), label: label(table, code, lang) }));

/** spec 001 §3 "Job-seeker search filter", §5, §9: the employer's candidate filter. */
export function CandidateFilterDialog(props: FilterDialogProps) {
  const { open, onOpenChange, values, onApply, onClear } = props;
  const { t } = useTranslation(CANDIDATES_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const districtName = useDistrictName();
  const categories = useJobCategories();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CandidateFilterValues, unknown, CandidateFilter>({
    resolver: candidateFilterResolver,
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

  const category = watch('job_intrested');
  const districts = watch('address_current');
  const categoryList = categories.data ?? [];
  const skillOptions = (categoryList.find((c) => c._id === category)?.skills ?? []).map((s) => ({
    value: s._id,
    label: nameIn(s, lang),
  }));

  const submit = handleSubmit(async (filter) => {
    setAlert(null);
    try {
      await onApply(form.getValues(), filter);
    } catch (error) {
      // 400 VALIDATION_FAILED: errors keyed filters.<field>
      const set = (field: string, error: { type: string; message: string }) =>
        setError(field.replace(/^(body\.)?filters\./, '') as Path<CandidateFilterValues>, error);
      setAlert(serverErrorText(error, set as typeof setError));
    }
  });

  const select = (name: keyof CandidateFilterValues & string, text: string, table: CodeTable) => (
    <SelectField
      label={text}
      placeholder={t('filter.any')}
      options={selectOptions(table, lang)}
      error={errorText(errors[name] as { message?: string } | undefined)}
      {...register(name)}
    />
  );

  const districtLegend = `${t('filter.district')} (${t('filter.max', { count: SEARCH_MAX_DISTRICTS })})`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('filter.title')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <SelectField
          label={t('filter.interest')}
          placeholder={t('allCategories')}
          options={categoryList.map((c) => ({ value: c._id, label: nameIn(c, lang) }))}
          error={
            errorText(errors.job_intrested) ??
            (categories.isError ? t('categoriesFailed') : undefined)
          }
          {...register('job_intrested', {
            // skills belong to their category
            onChange: () => setValue('skills', []),
          })}
        />

        <fieldset className="space-y-2">
          <legend className="sr-only">{districtLegend}</legend>
          {districts.length < SEARCH_MAX_DISTRICTS ? (
            <DistrictPicker
              label={districtLegend}
              value=""
              onChange={(id) => {
                if (id && !districts.includes(id)) {
                  setValue('address_current', [...districts, id], { shouldValidate: true });
                }
              }}
              error={errorText(errors.address_current)}
            />
          ) : (
            <>
              <p className="text-sm font-semibold text-slate-700">{districtLegend}</p>
              {errors.address_current && (
                <p className="text-sm font-medium text-red-700">
                  {errorText(errors.address_current)}
                </p>
              )}
            </>
          )}
          {districts.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {districts.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    onClick={() =>
                      setValue(
                        'address_current',
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
          name="skills"
          render={({ field, fieldState }) => (
            <ChipGroup
              legend={`${t('filter.skills')} (${t('filter.max', { count: SEARCH_MAX_SKILLS })})`}
              hint={skillOptions.length === 0 ? t('filter.skillsHint') : undefined}
              options={skillOptions}
              values={field.value}
              max={SEARCH_MAX_SKILLS}
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

        {select('qualification', t('filter.qualification'), QUALIFICATION)}
        {select('gender', t('filter.gender'), GENDER)}
        {select('experience', t('filter.experience'), EXPERIENCE)}
        {select('age', t('filter.age'), AGE_BAND)}
        {select('speak_english', t('filter.english'), SPEAK_ENGLISH)}

        <Controller
          control={control}
          name="profile_completed_status"
          render={({ field }) => (
            <Switch label={t('filter.complete')} checked={field.value} onChange={field.onChange} />
          )}
        />

        {alert && <ErrorAlert>{alert}</ErrorAlert>}

        <div className="sticky -bottom-5 -mx-5 -mb-5 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white p-3">
          <Button
            variant="secondary"
            onClick={() => {
              reset(EMPTY_CANDIDATE_FILTER);
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
