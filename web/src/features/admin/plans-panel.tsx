import { type Plan, rupeesText } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PencilIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { ADMIN_NS } from './admin-i18n';
import { useAdminPlans } from './api/list-plans';
import { Badge, Detail, Details, LIST_CARD } from './card';
import { ListState } from './list-state';

const PlanDialog = lazyDialog(() =>
  import('./plan-form').then((module) => ({ default: module.PlanDialog })),
);

/** Issue 12: the plans on sale; the admin edits price, validity and limits (audited). */
export function PlansPanel() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const query = useAdminPlans();
  const [editing, setEditing] = useState<Plan | null>(null);
  const plans = query.data ?? [];
  const name = (p: Plan) => (i18n.language === 'hi' ? p.name_hi : p.name_en);
  return (
    <>
      <p className="text-sm text-slate-600">{t('plans.intro')}</p>
      <ListState query={query} empty={plans.length === 0} emptyText={t('plans.empty')}>
        <ul className={LIST_CARD}>
          {plans.map((plan) => (
            <li key={plan.code} className="px-4 py-3">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {name(plan)}{' '}
                    <span className="font-mono text-xs text-slate-500">{plan.code}</span>
                  </p>
                  <div className="mt-1 flex flex-wrap gap-2">
                    <Badge tone="blue">{t(`plans.audience.${plan.audience}`)}</Badge>
                    <Badge tone={plan.active ? 'green' : 'slate'}>
                      {t(plan.active ? 'plans.onSale' : 'plans.offSale')}
                    </Badge>
                  </div>
                </div>
                <Button
                  variant="ghost"
                  className="min-h-12 px-3"
                  aria-label={t('plans.editNamed', { name: name(plan) })}
                  onClick={() => setEditing(plan)}
                >
                  <PencilIcon className="size-5" />
                  <span className="hidden sm:inline">{t('plans.edit')}</span>
                </Button>
              </div>
              <Details>
                <Detail label={t('plans.price')}>
                  {rupeesText(plan.price_paise)}
                  {plan.original_price_paise !== null && (
                    <s className="ml-2 text-slate-500">{rupeesText(plan.original_price_paise)}</s>
                  )}
                </Detail>
                <Detail label={t('plans.duration')}>
                  {t('plans.days', { n: plan.duration_days })}
                </Detail>
                {plan.audience === 'employer' && (
                  <>
                    <Detail label={t('plans.jobPosts')}>{String(plan.job_posts)}</Detail>
                    <Detail label={t('plans.audioJds')}>{String(plan.audio_jds)}</Detail>
                    <Detail label={t('plans.animatedJds')}>{String(plan.animated_jds)}</Detail>
                  </>
                )}
              </Details>
            </li>
          ))}
        </ul>
      </ListState>
      <LazyDialog
        open={editing !== null}
        component={PlanDialog}
        onUnavailable={() => setEditing(null)}
        props={{ plan: editing, open: editing !== null, onClose: () => setEditing(null) }}
      />
    </>
  );
}
