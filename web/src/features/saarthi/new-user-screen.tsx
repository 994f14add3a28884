import {
  AGE_BAND,
  type AgentNewUserBody,
  EXPERIENCE,
  GENDER,
  PATHS,
  QUALIFICATION,
} from '@kaamkaj/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DistrictPicker } from '../../components/district-picker/district-picker';
import { CodeChoiceField } from '../../components/forms/options';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { isApiError } from '../../lib/api-error';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { mobileDigits } from '../../lib/forms/mobile-input';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { useLoadAhead } from '../../lib/load-failure';
import { notify } from '../../lib/toast';
import { useCreateSeeker } from './api/new-user';
import { addSeekerMedia } from './api/seeker';
import { MediaField } from './media-field';
import { SAARTHI_NS } from './saarthi-i18n';

type NewUserInput = z.input<typeof AgentNewUserBody>;

// The form's rules once it shows, not with it: zod and the district table (issue 16 item 1).
const loadSchema = () => import('./new-user-schema').then((module) => module.AgentNewUserBody);
const resolver = lazyResolver<NewUserInput, AgentNewUserBody>(loadSchema);

/**
 * /sarthi/newUser (spec 001 §2, §5 "Agent new-user form"): the agent registers a job seeker,
 * with an optional photo and video resume (issue 13) sent after the account exists.
 */
export function NewUserScreen() {
  const { t } = useTranslation(SAARTHI_NS);
  const { t: tg } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateSeeker();
  const [serverError, setServerError] = useState<string | null>(null);
  useLoadAhead(loadSchema); // offline: a check says so
  const form = useForm<NewUserInput, unknown, AgentNewUserBody>({
    resolver,
    mode: 'onChange', // spec 001 §5: the agent form checks on change
    defaultValues: { name: '', contact: '', address_home: '' },
  });
  const { errors } = form.formState;
  const contact = form.register('contact');

  const [photo, setPhoto] = useState<File | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [sendingMedia, setSendingMedia] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    let seeker: { _id: string; name: string };
    try {
      seeker = await create.mutateAsync(body);
    } catch (error) {
      // spec 001 §5: a server error shows in an error alert with " !" appended
      const text =
        isApiError(error) && error.code === 'ALREADY_REGISTERED'
          ? tg('serverErrors.ALREADY_REGISTERED', { defaultValue: error.message })
          : isApiError(error)
            ? error.message
            : tg('errors.generic');
      setServerError(`${text} !`);
      return;
    }
    // The account exists now; a photo or video that fails to go up is added from the seeker's
    // page, where the agent lands with the reason, so nothing typed is lost.
    const media = [
      ['profile_pic', photo],
      ['video_resume', video],
    ] as const;
    setSendingMedia(true);
    let failed = false;
    for (const [category, file] of media) {
      if (!file) continue;
      try {
        await addSeekerMedia(seeker._id, file, category);
      } catch {
        failed = true;
      }
    }
    setSendingMedia(false);
    if (failed) {
      void notify.error(t('newUser.mediaFailed', { name: seeker.name }));
      navigate(`${PATHS.saarthiSeeker}?id=${seeker._id}`);
      return;
    }
    void notify.success(t('newUser.done', { name: seeker.name }));
    navigate(PATHS.dashboard);
  });

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('newUser.title')}</h1>
        <p className="text-slate-600">{t('newUser.subtitle')}</p>
      </header>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <TextField
          {...form.register('name')}
          label={t('newUser.name')}
          error={errorText(errors.name)}
        />
        <TextField
          {...contact}
          onChange={(event) => {
            event.target.value = mobileDigits(event.target.value);
            void contact.onChange(event);
          }}
          label={t('newUser.mobile')}
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          error={errorText(errors.contact)}
        />
        <CodeChoiceField
          control={form.control}
          name="gender"
          table={GENDER}
          legend={t('newUser.gender')}
          columns={3}
        />
        <CodeChoiceField
          control={form.control}
          name="age"
          table={AGE_BAND}
          legend={t('newUser.age')}
          columns={2}
        />
        <CodeChoiceField
          control={form.control}
          name="qualification"
          table={QUALIFICATION}
          legend={t('newUser.qualification')}
          columns={2}
        />
        <CodeChoiceField
          control={form.control}
          name="experience"
          table={EXPERIENCE}
          legend={t('newUser.experience')}
          columns={2}
        />
        <Controller
          control={form.control}
          name="address_home"
          render={({ field }) => (
            <DistrictPicker
              label={t('newUser.district')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(errors.address_home)}
            />
          )}
        />
        <MediaField
          category="profile_pic"
          label={t('newUser.photo')}
          hint={t('newUser.photoHint')}
          file={photo}
          onChange={setPhoto}
        />
        <MediaField
          category="video_resume"
          label={t('newUser.video')}
          hint={t('newUser.videoHint')}
          file={video}
          onChange={setVideo}
        />
        <ErrorAlert>{serverError}</ErrorAlert>
        <Button type="submit" block busy={create.isPending || sendingMedia}>
          {sendingMedia ? t('newUser.sendingMedia') : t('newUser.submit')}
        </Button>
      </form>
    </div>
  );
}
