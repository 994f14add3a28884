import type { ProfileUpdateBody } from '@kaamkaj/domain';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../lib/api/update-profile';
import type { User } from '../../../lib/api/user';
import { serverErrorText } from '../../../lib/forms/server-error';
import { useLoadAhead } from '../../../lib/load-failure';
import { notify } from '../../../lib/toast';
import { PROFILE_NS } from '../profile-i18n';
import {
  loadProfileSchema,
  type ProfileInput,
  type RequiredFields,
  sectionResolver,
} from './section-resolver';

export type SectionFormProps = {
  user: User;
  /** Called after a successful save (the modal closes). */
  onSaved?: (() => void) | undefined;
};

/**
 * One profile section's form: resolved with domain ProfileUpdateBody, saved with
 * PUT /user/v2/profile {_id, ...section}; a failure keeps the input and shows the server's
 * message in the form's alert (spec 000 §8).
 */
export function useSectionForm(
  { user, onSaved }: SectionFormProps,
  defaults: DefaultValues<ProfileInput>,
  required: RequiredFields,
) {
  const { t } = useTranslation(PROFILE_NS);
  const save = useUpdateProfile();
  // the rules once the form shows, so a Save need not wait for them (offline: the Save says so)
  useLoadAhead(loadProfileSchema);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProfileInput, unknown, ProfileUpdateBody>({
    resolver: sectionResolver(required),
    defaultValues: { _id: user._id, ...defaults },
  });

  const send = async (body: ProfileUpdateBody) => {
    setServerError(null);
    try {
      await save.mutateAsync(body);
      void notify.success(t('profile.saved'));
      onSaved?.();
    } catch (error) {
      setServerError(serverErrorText(error, form.setError));
    }
  };

  // saving from the tap, the check included (its rules may still be loading on a slow network)
  const saving = form.formState.isSubmitting || save.isPending;
  return { form, send, submit: form.handleSubmit(send), serverError, saving };
}
