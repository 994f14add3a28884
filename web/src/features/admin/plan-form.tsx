import { AdminPlanBody, CURRENCY_UNIT, type Plan } from '@kaamkaj/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { Switch } from '../../components/ui/switch';
import { serverErrorText } from '../../lib/forms/server-error';
import { notify } from '../../lib/toast';
import { ADMIN_NS } from './admin-i18n';
import { useSavePlan } from './api/save-plan';

type Values = {
  price: string;
  original: string;
  duration_days: string;
  job_posts: string;
  audio_jds: string;
  animated_jds: string;
  active: boolean;
};
type Field = keyof AdminPlanBody;

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / CURRENCY_UNIT));
const paise = (text: string) => Math.round(Number(text) * CURRENCY_UNIT);
const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function valuesOf(plan: Plan): Values {
  return {
    price: rupees(plan.price_paise),
    original: rupees(plan.original_price_paise),
    duration_days: String(plan.duration_days),
    job_posts: String(plan.job_posts),
    audio_jds: String(plan.audio_jds),
    animated_jds: String(plan.animated_jds),
    active: plan.active,
  };
}

/** The body of PUT /admin/plans/:code: rupees as typed become paise (DESIGN.md §5). */
export function planBody(values: Values, employer: boolean): unknown {
  return {
    price_paise: paise(values.price),
    original_price_paise: values.original.trim() === '' ? null : paise(values.original),
    duration_days: count(values.duration_days),
    ...(employer
      ? {
          job_posts: count(values.job_posts),
          audio_jds: count(values.audio_jds),
          animated_jds: count(values.animated_jds),
        }
      : {}),
    active: values.active,
  };
}

type PlanDialogProps = { plan: Plan | null; open: boolean; onClose: () => void };

export function PlanDialog({ plan, open, onClose }: PlanDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={plan ? t('plans.editTitle', { name: plan.name_en, code: plan.code }) : ''}
    >
      {open && plan && <PlanForm key={plan.code} plan={plan} onClose={onClose} />}
    </Dialog>
  );
}

function PlanForm({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tg } = useTranslation();
  const save = useSavePlan();
  const [values, setValues] = useState(() => valuesOf(plan));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const employer = plan.audience === 'employer';
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const errorOf = (field: Field) => (errors[field] ? tg(`validation.${errors[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = AdminPlanBody.safeParse(planBody(values, employer));
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field | undefined;
      if (field && !found[field]) found[field] = issue.message;
    }
    const body = parsed.data;
    const price = paise(values.price);
    const original = values.original.trim() === '' ? null : paise(values.original);
    if (!found.original_price_paise && original !== null && original < price) {
      found.original_price_paise = 'planOriginalBelowPrice';
    }
    setErrors(found);
    if (!body || Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ code: plan.code, body });
      void notify.success(t('plans.saved'));
      onClose();
    } catch (error) {
      setServerError(serverErrorText(error));
    }
  };

  const number = (key: keyof Values, field: Field, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      value={values[key] as string}
      onChange={set(key)}
      error={errorOf(field)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {number('price', 'price_paise', t('plans.priceRupees'))}
      {number(
        'original',
        'original_price_paise',
        t('plans.originalRupees'),
        t('plans.originalHint'),
      )}
      {number('duration_days', 'duration_days', t('plans.durationDays'))}
      {employer && (
        <>
          {number('job_posts', 'job_posts', t('plans.jobPosts'))}
          {number('audio_jds', 'audio_jds', t('plans.audioJds'))}
          {number('animated_jds', 'animated_jds', t('plans.animatedJds'))}
        </>
      )}
      <Switch
        label={t('plans.onSaleSwitch')}
        checked={values.active}
        onChange={(active) => setValues((v) => ({ ...v, active }))}
      />
      <p className="text-sm text-slate-600">{t('plans.soldKeep')}</p>
      {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
      <div className="flex gap-3">
        <Button type="button" variant="ghost" block onClick={onClose}>
          {t('decision.cancel')}
        </Button>
        <Button type="submit" block busy={save.isPending}>
          {t('plans.save')}
        </Button>
      </div>
    </form>
  );
}
