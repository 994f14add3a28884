import {
  AGE_BAND,
  type BasicDetailBody,
  EXPERIENCE,
  GENDER,
  PATHS,
  PROFILE_STATUS,
} from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DistrictPicker } from '../../../components/district-picker/district-picker';
import { CodeChoiceField } from '../../../components/forms/options';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useUser } from '../../../lib/api/user';
import { isApiError } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { serverErrorText } from '../../../lib/forms/server-error';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { setSession, useSession } from '../../../lib/session';
import { useSaveBasicDetails } from '../api/save-basic-details';
import { CertFields } from '../forms/cert-fields';
import { QualificationFields } from '../forms/qualification-fields';
import { PROFILE_NS } from '../profile-i18n';
import { OnboardingFrame } from './onboarding-frame';
import { useSavedBefore } from './saved-before';

const loadSchema = () => import('./basic-schema').then((module) => module.BasicDetailBody);
const resolver = lazyResolver<z.input<typeof BasicDetailBody>, BasicDetailBody>(loadSchema);

const CARD = 'space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** spec 000 §2.6 step 1: /user/basicdetail. Saving sets profile_status 1. */
export function BasicDetailScreen() {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveBasicDetails();
  // the form shows at once; the record, read beside it, says whether this step was saved before
  // (as the server answers now, not as kept from earlier; a save of this screen's own is left to
  // its own navigation)
  const user = useUser(useSession().user);
  const ownSave = save.isPending || save.isSuccess;
  const moveOn = useSavedBefore(
    1,
    user.isFetchedAfterMount && !ownSave ? user.data?.profile_status : undefined,
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver,
    defaultValues: { name: '', technical_cert: {}, address_home: '' },
  });
  const { errors } = form.formState;
  const { control } = form;

  useEffect(() => {
    void loadSchema(); // fetch the rules while the seeker fills the form
  }, []);

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await save.mutateAsync(body);
      navigate(PATHS.jobInterested, { state: location.state });
      setSession({ profile_status: 1 });
    } catch (error) {
      // saved already (the answer to an earlier tap was lost, or another phone saved it)
      if (isApiError(error) && error.code === 'BASIC_DETAILS_SAVED') {
        moveOn(PROFILE_STATUS.BASIC_DONE);
        return;
      }
      setServerError(serverErrorText(error, form.setError));
    }
  });

  return (
    <OnboardingFrame step={1} title={t('basic.title')} subtitle={t('basic.subtitle')}>
      <form onSubmit={onSubmit} noValidate className={CARD}>
        <TextField
          {...form.register('name')}
          label={t('fields.name')}
          placeholder={t('fields.namePlaceholder')}
          autoComplete="name"
          error={errorText(errors.name)}
        />
        <CodeChoiceField
          control={control}
          name="gender"
          table={GENDER}
          legend={t('fields.gender')}
          columns={3}
        />
        <CodeChoiceField control={control} name="age" table={AGE_BAND} legend={t('fields.age')} />
        <QualificationFields
          value={form.watch('qualification')}
          other={form.watch('qualification_other')}
          onChange={(code) => form.setValue('qualification', code, { shouldValidate: true })}
          onOtherChange={(text) => form.setValue('qualification_other', text)}
          errors={{ qualification: errors.qualification, other: errors.qualification_other }}
        />
        <Controller
          control={control}
          name="technical_cert"
          render={({ field }) => (
            <CertFields
              legend={t('fields.cert')}
              value={field.value}
              onChange={field.onChange}
              errors={errors.technical_cert}
            />
          )}
        />
        <CodeChoiceField
          control={control}
          name="experience"
          table={EXPERIENCE}
          legend={t('fields.experience')}
        />
        <Controller
          control={control}
          name="address_home"
          render={({ field }) => (
            <DistrictPicker
              label={t('fields.homeDistrict')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(errors.address_home)}
            />
          )}
        />
        <ErrorAlert>{serverError}</ErrorAlert>
        <Button type="submit" block busy={form.formState.isSubmitting || save.isPending}>
          {t('basic.submit')}
        </Button>
      </form>
    </OnboardingFrame>
  );
}
