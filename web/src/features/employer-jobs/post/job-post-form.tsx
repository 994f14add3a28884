import {
  type EmployerJob,
  type EmployerRecord,
  EXPERIENCE,
  JOB_DESCRIPTION_MAX,
  JOB_GENDER,
  JOB_POST_TIMINGS,
  JOB_TIMINGS,
  JOB_TYPE,
  type JobPost,
  type JobPostBody,
  label,
  MAX_JOB_SKILLS,
  OTHER_SKILL,
  QUALIFICATION,
  type Subscription,
} from '@kaamkaj/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DistrictPicker } from '../../../components/district-picker/district-picker';
import { CodeChoiceField, optionsOf } from '../../../components/forms/options';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChipGroup } from '../../../components/ui/chip-group';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Checkbox, TextArea, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { type Category, nameIn } from '../../../lib/api/job-categories';
import { isRefusal } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { serverErrorText } from '../../../lib/forms/server-error';
import { useLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { clearJobDraft, readJobDraft, saveJobDraft } from '../../../lib/job-draft';
import { newPostKey, postJob } from '../api/post-job';
import { uploadJobLogo } from '../api/upload-job-logo';
import { EMPLOYER_JOBS_NS } from '../employer-jobs-i18n';
import { emptyJobPost, isOwnCompany } from '../job-rules';
import { LogoField } from './logo-field';

const loadSchema = () => import('./job-post-schema').then((module) => module.JobPostBody);
const resolver = lazyResolver<JobPostBody, JobPost>(loadSchema);

export const JOB_LIMIT_REACHED = 'JOB_LIMIT_REACHED';
// spec 001 §6: no post, animated or audio description left -> the choose-a-plan prompt
const LIMIT_CODES = [JOB_LIMIT_REACHED, 'ANIMATED_JD_LIMIT', 'AUDIO_JD_LIMIT'];

// A select answers text: a QUALIFICATION code as its number, "Any" ('') as null.
const codeOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

type JobPostFormProps = {
  employer: EmployerRecord;
  categories: readonly Category[];
  onPosted: (job: EmployerJob, message: string | undefined) => void;
  onLimitReached: () => void;
  /** What is left of the plan: the description boxes say it, and turn off at 0. */
  allowance: Pick<Subscription, 'animated_jd_usage' | 'audio_jd_usage'>;
};

/** spec 001 §5 "Post job form", checked with the domain JobPostBody. */
export function JobPostForm(props: JobPostFormProps) {
  const { employer, categories, onPosted, onLimitReached, allowance } = props;
  const { t } = useTranslation(EMPLOYER_JOBS_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const [logo, setLogo] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const defaults = emptyJobPost(employer);
  const [initial] = useState(() => ({ ...defaults, ...readJobDraft() }));
  const form = useForm<JobPostBody, unknown, JobPost>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const { control, register } = form;
  const ownCompany = isOwnCompany(employer);
  const category = categories.find((c) => c._id === form.watch('category'));
  const skills = form.watch('skills') ?? [];
  const description = form.watch('description') ?? '';

  useEffect(() => {
    void loadSchema(); // fetch the rules while the employer types
  }, []);

  // One key for this post until the server has answered it (api/post-job.ts), and the logo
  // uploaded for it: a tap again after a lost answer neither posts twice nor uploads twice.
  const postKey = useRef<string | null>(null);
  const uploaded = useRef<{ file: File; id: string } | null>(null);

  // spec 001 §4: the form is reset after a post, also after a failed one.
  const resetForm = () => {
    form.reset(defaults);
    setLogo(null);
    postKey.current = null;
    uploaded.current = null;
  };

  const uploadLogo = async (file: File) => {
    if (uploaded.current?.file !== file) {
      uploaded.current = { file, id: await uploadJobLogo(employer._id, file) };
    }
    return uploaded.current.id;
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    postKey.current ??= newPostKey();
    let company_logo: string | undefined;
    try {
      company_logo = logo ? await uploadLogo(logo) : undefined;
    } catch (error) {
      // the logo refused (the server read the file as no picture): the rest stays, without it
      if (isRefusal(error)) setLogo(null);
      setServerError(`${serverErrorText(error)} ${t('post.kept')}`);
      return;
    }
    try {
      const { job, message } = await postJob({ ...body, company_logo }, postKey.current);
      clearJobDraft();
      resetForm();
      onPosted(job, message);
    } catch (error) {
      // Not refused but unanswered (offline, a lost or slow answer) or failed on the server:
      // the job may or may not be posted, and what was typed stays, to be sent again with the
      // same key (issue 16 item 6: nothing typed is lost; the spec's reset is for a refusal).
      if (!isRefusal(error)) {
        setServerError(`${serverErrorText(error)} ${t('post.kept')}`);
        return;
      }
      const limit = LIMIT_CODES.includes(error.code);
      if (limit) {
        saveJobDraft(form.getValues());
        resetForm();
        onLimitReached();
        return;
      }
      // Refused for what was typed (a category switched off while the employer typed, a skill
      // no longer in it): the form stays, the message under its field, to be corrected, not
      // typed again (the spec's reset would lose it all, docs/architecture.md).
      if (error.errors && Object.keys(error.errors).length > 0) {
        postKey.current = null;
        setServerError(serverErrorText(error, form.setError));
        return;
      }
      resetForm();
      setServerError(serverErrorText(error));
    }
  });

  const skillOptions = [
    ...(category?.skills ?? []).map((s) => ({ value: s._id, label: nameIn(s, lang) })),
    ...(category ? [{ value: OTHER_SKILL, label: t('post.other') }] : []),
  ];
  const timings = JOB_POST_TIMINGS.map((code) => ({
    value: code,
    label: label(JOB_TIMINGS, code, lang),
  }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <TextField
        {...register('company_name')}
        label={ownCompany ? t('post.companyName') : t('post.clientName')}
        hint={ownCompany ? t('post.companyNameHint') : t('post.clientNameHint')}
        readOnly={ownCompany}
        aria-readonly={ownCompany || undefined}
        autoComplete="organization"
        error={errorText(errors.company_name)}
      />
      <TextField
        {...register('job_title')}
        label={t('post.jobTitle')}
        placeholder={t('post.jobTitlePlaceholder')}
        maxLength={60}
        error={errorText(errors.job_title)}
      />
      <SelectField
        {...register('category', {
          onChange: () => form.setValue('skills', []), // skills belong to one category
        })}
        label={t('post.category')}
        placeholder={t('post.categoryPlaceholder')}
        options={categories.map((c) => ({ value: c._id, label: nameIn(c, lang) }))}
        error={errorText(errors.category)}
      />
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <ChipGroup
            legend={t('post.skills')}
            hint={
              category
                ? t('post.skillsHint', { max: MAX_JOB_SKILLS })
                : t('post.chooseCategoryFirst')
            }
            options={skillOptions}
            values={field.value ?? []}
            max={MAX_JOB_SKILLS}
            onChange={field.onChange}
            error={errorText(errors.skills)}
          />
        )}
      />
      {skills.includes(OTHER_SKILL) && (
        <TextField
          {...register('other_skills')}
          label={t('post.otherSkills')}
          placeholder={t('post.otherSkillsPlaceholder')}
          maxLength={50}
          error={errorText(errors.other_skills)}
        />
      )}
      <div className="space-y-1.5">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            {...register('salary_from')}
            inputMode="numeric"
            label={t('post.salaryFrom')}
            prefix="₹"
            placeholder="7000"
            maxLength={5}
            error={errorText(errors.salary_from)}
          />
          <TextField
            {...register('salary_to')}
            inputMode="numeric"
            label={t('post.salaryTo')}
            prefix="₹"
            placeholder="50000"
            maxLength={5}
            error={errorText(errors.salary_to)}
          />
        </div>
        <p className="text-sm text-slate-500">{t('post.salaryHint')}</p>
      </div>
      <TextField
        {...register('job_location')}
        label={t('post.jobLocation')}
        placeholder={t('post.jobLocationPlaceholder')}
        maxLength={100}
        error={errorText(errors.job_location)}
      />
      <Controller
        control={control}
        name="district"
        render={({ field }) => (
          <DistrictPicker
            label={t('post.district')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.district)}
          />
        )}
      />
      <div className="space-y-1">
        <TextArea
          {...register('description')}
          label={t('post.description')}
          placeholder={t('post.descriptionPlaceholder')}
          maxLength={JOB_DESCRIPTION_MAX}
          error={errorText(errors.description)}
        />
        <p className="text-right text-xs text-slate-500" aria-live="polite">
          {t('post.remaining', { count: JOB_DESCRIPTION_MAX - description.length })}
        </p>
      </div>
      <TextField
        {...register('openings')}
        inputMode="numeric"
        label={t('post.openings')}
        placeholder="5"
        maxLength={2}
        error={errorText(errors.openings)}
      />
      <Controller
        control={control}
        name="job_timings"
        render={({ field }) => (
          <ChoiceGroup
            legend={t('post.jobTimings')}
            options={timings}
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.job_timings)}
          />
        )}
      />
      <CodeChoiceField
        control={control}
        name="job_type"
        table={JOB_TYPE}
        legend={t('post.jobType')}
      />
      <CodeChoiceField
        control={control}
        name="experience"
        table={EXPERIENCE}
        legend={t('post.experience')}
      />
      <CodeChoiceField
        control={control}
        name="gender"
        table={JOB_GENDER}
        legend={t('post.gender')}
      />
      <SelectField
        {...register('qualification', { setValueAs: codeOrNull })}
        label={t('post.qualification')}
        placeholder={t('post.qualificationAny')}
        options={optionsOf(QUALIFICATION, lang).map((o) => ({ ...o, value: String(o.value) }))}
        error={errorText(errors.qualification)}
      />
      <Checkbox {...register('can_contact_emp')} label={t('post.canContact')} />
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-slate-700">{t('post.media')}</legend>
        <Checkbox
          {...register('animated_jd_required')}
          disabled={allowance.animated_jd_usage < 1}
          label={t('post.animatedJd', { n: allowance.animated_jd_usage })}
        />
        <Checkbox
          {...register('audio_jd_required')}
          disabled={allowance.audio_jd_usage < 1}
          label={t('post.audioJd', { n: allowance.audio_jd_usage })}
        />
        {allowance.animated_jd_usage < 1 && allowance.audio_jd_usage < 1 && (
          <p className="text-sm text-slate-600">{t('post.mediaNone')}</p>
        )}
      </fieldset>
      <LogoField file={logo} onChange={setLogo} disabled={isSubmitting} />
      <ErrorAlert>{serverError}</ErrorAlert>
      <Button type="submit" block busy={isSubmitting}>
        {t('post.submit')}
      </Button>
    </form>
  );
}
