import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { Category } from '../../../lib/api/job-categories';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { InterestTiles } from '../interests/interest-tiles';
import { OtherJobField, OtherTile } from '../interests/other-job';
import { SectionFormShell } from './section-form-shell';
import { type SectionFormProps, useSectionForm } from './use-section-form';

type Props = SectionFormProps & { categories: readonly Category[] };

/** Job interests on the profile: add up to 3 in all; saved ones stay (spec 000 §2.9). */
export function InterestsSectionForm(props: Props) {
  const errorText = useErrorText();
  const { user, categories } = props;
  const saved = user.job_intrested ?? [];
  const [otherOn, setOtherOn] = useState(Boolean(user.job_other));
  const otherRef = useRef(otherOn);
  otherRef.current = otherOn;
  const { form, send, serverError, saving } = useSectionForm(
    props,
    { job_intrested: saved, job_other: user.job_other ?? undefined },
    () => (otherRef.current ? ['job_other'] : []),
  );
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    send({ ...body, job_other: otherOn ? body.job_other : '' }),
  );
  return (
    <SectionFormShell onSubmit={onSubmit} serverError={serverError} saving={saving}>
      <Controller
        control={form.control}
        name="job_intrested"
        render={({ field }) => (
          <InterestTiles
            categories={categories}
            value={field.value ?? []}
            onChange={field.onChange}
            locked={saved.map((j) => j.job_category)}
            error={errorText(errors.job_intrested?.root ?? errors.job_intrested)}
          >
            <OtherTile
              checked={otherOn}
              onChange={(on) => {
                setOtherOn(on);
                if (!on) form.setValue('job_other', undefined);
              }}
            />
          </InterestTiles>
        )}
      />
      {otherOn && (
        <OtherJobField field={form.register('job_other')} error={errorText(errors.job_other)} />
      )}
    </SectionFormShell>
  );
}
