import type { JobInterest } from '@kaamkaj/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { Category } from '../../../lib/api/job-categories';
import { useUpdateProfile } from '../../../lib/api/update-profile';
import type { SeekerUser } from '../../../lib/api/user';
import { serverErrorText } from '../../../lib/forms/server-error';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { setSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { forgetWantedCategory, wantedCategory } from '../../../lib/wanted-category';
import { requiredWhen } from '../forms/required-when';
import { InterestTiles } from '../interests/interest-tiles';
import { interestsResolver, loadInterestsSchema } from '../interests/interests-resolver';
import { OtherJobField, OtherTile } from '../interests/other-job';
import { SkillChips } from '../interests/skill-chips';
import { PROFILE_NS } from '../profile-i18n';
import { destinationOf } from './destination';

const REDIRECT_MS = 2000; // spec 000 §9: after onboarding 2 s

type InterestsFormProps = { user: SeekerUser; categories: Category[] };

/** Step 2's form: categories (max 3, saved ones locked), skills, "Other"; then on to the jobs. */
export function InterestsForm({ user, categories }: InterestsFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state } = useLocation();
  const save = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const [otherOn, setOtherOn] = useState(Boolean(user.job_other));
  const otherRef = useRef(otherOn);
  otherRef.current = otherOn;
  const [done, setDone] = useState(false);
  const locked = user.job_intrested.map((j) => j.job_category);
  const form = useForm({
    // a chosen "Other" needs its name (spec 000 §5)
    resolver: requiredWhen(interestsResolver, () => (otherRef.current ? ['job_other'] : [])),
    defaultValues: {
      // issue 14 item 11: the category tapped on the landing page comes chosen
      job_intrested: preselected(user.job_intrested),
      job_other: user.job_other ?? undefined,
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    void loadInterestsSchema(); // fetch the rules while the seeker chooses
  }, []);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      setSession({ profile_status: 2 }); // now, not earlier: the guard would leave at once
      navigate(destinationOf(state), { replace: true });
    }, REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, state]);

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await save.mutateAsync({
        _id: user._id,
        job_intrested: body.job_intrested,
        job_other: otherOn ? body.job_other : '',
      });
      forgetWantedCategory(); // chosen now; the feed need not filter by it
      void notify.success(t('interests.saved'));
      window.dataLayer ??= [];
      window.dataLayer.push({ event: 'registration', role: 'seeker' });
      setDone(true);
    } catch (error) {
      setServerError(serverErrorText(error, form.setError));
    }
  });

  const listError = errors.job_intrested?.message ?? errors.job_intrested?.root?.message;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <Controller
        control={form.control}
        name="job_intrested"
        render={({ field }) => (
          <>
            <InterestTiles
              categories={categories}
              value={field.value}
              onChange={field.onChange}
              locked={locked}
              error={errorText({ message: listError })}
            >
              <OtherTile
                checked={otherOn}
                onChange={(on) => {
                  setOtherOn(on);
                  if (!on) form.setValue('job_other', undefined);
                }}
              />
            </InterestTiles>
            {otherOn && (
              <OtherJobField
                field={form.register('job_other')}
                error={errorText(errors.job_other)}
              />
            )}
            <SkillChips categories={categories} value={field.value} onChange={field.onChange} />
          </>
        )}
      />
      <ErrorAlert>{serverError}</ErrorAlert>
      {/* busy from the tap: on a slow network the check's rules may still be loading */}
      <Button type="submit" block busy={form.formState.isSubmitting || save.isPending || done}>
        {t('interests.save')}
      </Button>
    </form>
  );
}

/** The saved interests, or the landing page's category when none is saved yet. */
function preselected(saved: JobInterest[]): JobInterest[] {
  const wanted = wantedCategory();
  return saved.length === 0 && wanted ? [{ job_category: wanted, skills: [] }] : saved;
}
