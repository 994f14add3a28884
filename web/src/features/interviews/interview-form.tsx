import {
  DEFAULT_INTERVIEW_DOCUMENTS,
  defaultEndTime,
  INTERVIEW_DESCRIPTION_MAX,
  INTERVIEW_LOCATION_MAX,
  INTERVIEW_SEEKER_NAME_MAX,
  INTERVIEW_TITLE_MAX,
  type Interview,
  type InterviewBody,
  type InterviewInput,
  istToday,
  timeToMinutes,
} from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DistrictPicker } from '../../components/district-picker/district-picker';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextArea, TextField } from '../../components/ui/field';
import { MobileField } from '../../components/ui/mobile-field';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { serverErrorText } from '../../lib/forms/server-error';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { notify } from '../../lib/toast';
import { useScheduleInterview } from './api/schedule-interview';
import { INTERVIEWS_NS } from './interviews-i18n';
import { RequiredDocuments } from './required-documents';

/**
 * What a reschedule starts from: the interview on record (GET /job/users/:id), or only its
 * times, as an applicant's card carries them, when that could not be read.
 */
export type ExistingInterview = Pick<Interview, 'date' | 'start_time' | 'end_time'> &
  Partial<Pick<Interview, 'location' | 'district' | 'contact_person' | 'description' | 'req_docs'>>;

const loadSchema = () => import('./interview-schema').then((m) => m.InterviewBody);
const schemaResolver = lazyResolver<InterviewBody, InterviewInput>(loadSchema);

/**
 * The schema's "end after start" rule is an object refinement, which zod skips while any other
 * field is blank; the employer should see it as soon as both times are there (spec 001 §5).
 */
const resolver: Resolver<InterviewBody, unknown, InterviewInput> = async (values, ...rest) => {
  const result = await schemaResolver(values, ...rest);
  const start = timeToMinutes(String(values.start_time ?? ''));
  const end = timeToMinutes(String(values.end_time ?? ''));
  const errors = result.errors as Record<string, unknown>;
  if (start === null || end === null || end > start || errors.end_time || errors.start_time) {
    return result;
  }
  return {
    values: {},
    errors: {
      ...result.errors,
      end_time: { type: 'custom', message: 'interviewEndAfterStart' },
    },
  } as Awaited<ReturnType<typeof schemaResolver>>;
};

// The time inputs keep "HH:mm"; the schema sends "HH.mm" (spec 001 §3 "Interview payload").
const inputTime = (time: string | undefined) => (time ? time.replace('.', ':') : '');
const EARLIEST = '08:00';
const LATEST = '20:00';
const QUARTER_HOUR = 900; // seconds

export type InterviewTarget = {
  jobId: string;
  seekerId: string;
  recruiterId: string;
  jobTitle: string;
  seekerName: string;
  district: string;
  contact: string;
  reschedule: boolean;
  interview: ExistingInterview | null;
};

function defaultsOf(target: InterviewTarget): InterviewBody {
  const old = target.interview;
  return {
    job_id: target.jobId,
    seeker_id: target.seekerId,
    recruiter_id: target.recruiterId,
    title: target.jobTitle,
    seeker_name: target.seekerName,
    date: old?.date ?? '',
    start_time: inputTime(old?.start_time),
    end_time: inputTime(old?.end_time),
    location: old?.location ?? '',
    district: old?.district ?? target.district,
    contact_person: old?.contact_person ?? target.contact,
    req_docs: old?.req_docs ?? [],
    description: old?.description ?? '',
  };
}

/** spec 001 §5 "Interview form (on blur)", checked with the domain InterviewBody. */
export function InterviewForm({ target }: { target: InterviewTarget }) {
  const { t } = useTranslation(INTERVIEWS_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const schedule = useScheduleInterview();
  const [serverError, setServerError] = useState<string | null>(null);
  const [defaults] = useState(() => defaultsOf(target));
  const form = useForm<InterviewBody, unknown, InterviewInput>({
    resolver,
    mode: 'onBlur',
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const { control, register } = form;
  const description = form.watch('description') ?? '';
  const contact = register('contact_person');
  // The two time fields sit side by side; their messages go under both, at full width.
  const timeErrors = (['start_time', 'end_time'] as const).flatMap((name) => {
    const text = errorText(errors[name]);
    return text ? [[name, text] as const] : [];
  });
  const timeErrorProps = (name: 'start_time' | 'end_time') =>
    errors[name]
      ? { 'aria-invalid': true, 'aria-describedby': `${name}-error`, className: 'border-red-400!' }
      : {};
  const [documents] = useState(() => [
    ...DEFAULT_INTERVIEW_DOCUMENTS,
    ...(defaults.req_docs ?? []).filter((d) => !DEFAULT_INTERVIEW_DOCUMENTS.some((x) => x === d)),
  ]);

  useEffect(() => {
    void loadSchema(); // fetch the rules while the employer types
  }, []);

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await schedule.mutateAsync({
        ...body,
        description: body.description || undefined,
      });
      void notify.success(t('scheduled'));
      navigate(-1); // spec 001 §4 "the screen goes back one page"
    } catch (error) {
      setServerError(serverErrorText(error, form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        {...register('title')}
        label={t('jobTitle')}
        maxLength={INTERVIEW_TITLE_MAX}
        error={errorText(errors.title)}
      />
      <TextField
        {...register('seeker_name')}
        label={t('seekerName')}
        maxLength={INTERVIEW_SEEKER_NAME_MAX}
        autoComplete="off"
        error={errorText(errors.seeker_name)}
      />
      <TextField
        {...register('date')}
        type="date"
        min={istToday()}
        label={t('date')}
        error={errorText(errors.date)}
      />
      <div className="space-y-1.5">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            {...register('start_time', {
              // spec 001 §5: a changed start time sets the end to one hour later
              onChange: (event: { target: { value: string } }) => {
                const end = defaultEndTime(event.target.value);
                if (end)
                  form.setValue('end_time', inputTime(end), {
                    shouldValidate: Boolean(form.formState.touchedFields.end_time),
                  });
              },
            })}
            type="time"
            min={EARLIEST}
            max={LATEST}
            step={QUARTER_HOUR}
            label={t('startTime')}
            {...timeErrorProps('start_time')}
          />
          <TextField
            {...register('end_time')}
            type="time"
            min={EARLIEST}
            max={LATEST}
            step={QUARTER_HOUR}
            label={t('endTime')}
            {...timeErrorProps('end_time')}
          />
        </div>
        {timeErrors.length === 0 ? (
          <p className="text-sm text-slate-500">{t('timeHint')}</p>
        ) : (
          timeErrors.map(([name, text]) => (
            <p key={name} id={`${name}-error`} className="text-sm font-medium text-red-700">
              {text}
            </p>
          ))
        )}
      </div>
      <TextField
        {...register('location')}
        label={t('location')}
        placeholder={t('locationPlaceholder')}
        maxLength={INTERVIEW_LOCATION_MAX}
        error={errorText(errors.location)}
      />
      <Controller
        control={control}
        name="district"
        render={({ field }) => (
          <DistrictPicker
            label={t('district')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.district)}
          />
        )}
      />
      <MobileField
        {...contact}
        label={t('contactPerson')}
        error={errorText(errors.contact_person)}
      />
      <div className="space-y-1">
        <TextArea
          {...register('description')}
          label={t('description')}
          placeholder={t('descriptionPlaceholder')}
          maxLength={INTERVIEW_DESCRIPTION_MAX}
          error={errorText(errors.description)}
        />
        <p className="text-right text-xs text-slate-500" aria-live="polite">
          {t('remaining', { count: INTERVIEW_DESCRIPTION_MAX - description.length })}
        </p>
      </div>
      <Controller
        control={control}
        name="req_docs"
        render={({ field }) => (
          <RequiredDocuments
            initial={documents}
            values={field.value ?? []}
            onChange={field.onChange}
            error={errorText(errors.req_docs)}
          />
        )}
      />
      <ErrorAlert>{serverError}</ErrorAlert>
      <Button type="submit" block busy={isSubmitting}>
        {target.reschedule ? t('submitReschedule') : t('submit')}
      </Button>
    </form>
  );
}
