import { PATHS, type Plan, type PlanFeature, rupeesText, type Subscription } from '@kaamkaj/domain';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CheckCircleIcon } from '../../components/ui/icons';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { useSubscription } from '../../lib/api/subscription';
import { useLanguage } from '../../lib/i18n';
import { hasJobDraft } from '../../lib/job-draft';
import { usePlans } from './api/get-plans';
import { PLANS_NS } from './plans-i18n';
import { PurchaseResultDialog, PurchaseStatus, useUntilText } from './purchase-dialogs';
import { purchaseErrorText } from './purchase-error';
import { usePurchase } from './use-purchase';

const CELL = 'px-1.5 py-3 text-center align-middle';
const LABEL = 'px-3 py-3 text-left font-normal align-middle';

/** Every feature line of the plans, once each, in the order the plans list them. */
function featureLines(plans: Plan[]): PlanFeature[] {
  const lines = new Map<string, PlanFeature>();
  for (const feature of plans.flatMap((p) => p.features)) lines.set(feature.en, feature);
  return [...lines.values()];
}

/** /chooseplan for employers (spec 001 §2 "Plan page"): Gold, Diamond, Platinum from the plans table. */
export function EmployerPlansScreen() {
  const { t } = useTranslation(PLANS_NS);
  const plans = usePlans('employer');
  const subscription = useSubscription();
  const failed = plans.isError ? plans : subscription.isError ? subscription : null;
  if (failed) return <LoadFailed query={failed} />;
  if (!plans.data || !subscription.data) return <PageLoader />;
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('employerSubtitle')}</p>
      </header>
      <Allowance subscription={subscription.data} />
      <PlanTable plans={plans.data} />
    </div>
  );
}

function Allowance({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation(PLANS_NS);
  const lang = useLanguage();
  const until = useUntilText();
  const name = lang === 'hi' ? subscription.plan_name_hi : subscription.plan_name_en;
  const lapsed =
    subscription.valid_until !== null && Date.parse(subscription.valid_until) <= Date.now();
  const item = (label: string, value: number) => (
    <div className="rounded-xl bg-slate-50 px-2 py-2 text-center">
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
      <dt className="text-xs text-slate-600">{label}</dt>
    </div>
  );
  return (
    <section
      aria-labelledby="allowance-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="allowance-title" className="text-sm font-semibold text-slate-600">
        {t('allowance.title')}
      </h2>
      <p className="mt-1 text-lg font-bold text-slate-900">
        {name ? t('allowance.plan', { name }) : t('allowance.starter')}
      </p>
      {subscription.valid_until && !lapsed && (
        <p className="text-sm text-slate-600">
          {t('allowance.validUntil', { date: until(subscription.valid_until) })}
        </p>
      )}
      {lapsed && (
        <p className="mt-1 text-sm font-medium text-red-700">
          {t('allowance.lapsed', { date: until(subscription.valid_until) })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-3 gap-2">
        {item(t('allowance.jobPosts'), subscription.job_post_usage)}
        {item(t('allowance.animatedJds'), subscription.animated_jd_usage)}
        {item(t('allowance.audioJds'), subscription.audio_jd_usage)}
      </dl>
    </section>
  );
}

function PlanTable({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation(PLANS_NS);
  const lang = useLanguage();
  const navigate = useNavigate();
  const until = useUntilText();
  const purchase = usePurchase();
  const [buying, setBuying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Issue 12: from the post form's limit dialog back to the kept draft; else spec 001 "Payment".
  const [fromPostForm] = useState(hasJobDraft);
  const onward = useCallback(
    () => navigate(fromPostForm ? PATHS.jobs : PATHS.profile),
    [navigate, fromPostForm],
  );
  const name = (p: Plan) => (lang === 'hi' ? p.name_hi : p.name_en);

  const buy = async (plan: Plan) => {
    setError(null);
    setBuying(plan.code);
    try {
      await purchase.buy({ plan_code: plan.code });
    } catch (err) {
      setError(purchaseErrorText(err));
    } finally {
      setBuying(null);
    }
  };

  const row = (label: string, cell: (p: Plan) => ReactNode) => (
    <tr key={label}>
      <th scope="row" className={LABEL}>
        {label}
      </th>
      {plans.map((p) => (
        <td key={p.code} className={CELL}>
          {cell(p)}
        </td>
      ))}
    </tr>
  );
  const count = (n: number) =>
    n > 0 ? String(n) : <span className="text-slate-500">{t('none')}</span>;
  const yes = <CheckCircleIcon className="mx-auto size-6 text-green-600" aria-label={t('yes')} />;
  const has = (p: Plan, line: PlanFeature) => p.features.some((f) => f.en === line.en);

  return (
    <>
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t('compare')}</caption>
          <colgroup>
            <col className="w-[30%]" />
          </colgroup>
          <thead>
            <tr className="bg-slate-50">
              <th scope="col" className={`${LABEL} font-semibold text-slate-600`}>
                {t('feature')}
              </th>
              {plans.map((p) => (
                <th
                  key={p.code}
                  scope="col"
                  className={`${CELL} text-sm font-bold break-words text-primary-dark`}
                >
                  {name(p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {row(t('price'), (p) => (
              <>
                <span className="block text-base font-bold text-slate-900">
                  {rupeesText(p.price_paise)}
                </span>
                {p.original_price_paise !== null && (
                  <>
                    <span className="sr-only">
                      {t('originalPrice', { price: rupeesText(p.original_price_paise) })}
                    </span>
                    <s className="text-xs text-slate-500" aria-hidden="true">
                      {rupeesText(p.original_price_paise)}
                    </s>
                  </>
                )}
              </>
            ))}
            {row(t('jobPosts'), (p) => count(p.job_posts))}
            {row(t('audioJds'), (p) => count(p.audio_jds))}
            {row(t('animatedJds'), (p) => count(p.animated_jds))}
            {row(t('validity'), (p) => t('days', { n: p.duration_days }))}
            {featureLines(plans).map((line) =>
              row(lang === 'hi' ? line.hi : line.en, (p) => (has(p, line) ? yes : count(0))),
            )}
            <tr>
              <td />
              {plans.map((p) => (
                <td key={p.code} className="px-1 py-3">
                  <Button
                    block
                    className="px-1 text-sm"
                    busy={buying === p.code}
                    disabled={purchase.busy}
                    aria-label={t('buyNowNamed', { name: name(p) })}
                    onClick={() => void buy(p)}
                  >
                    {t('buyNow')}
                  </Button>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <PurchaseStatus phase={purchase.phase} />
      <PurchaseResultDialog
        result={purchase.result}
        successBody={(record) =>
          t('success.employerBody', {
            name: lang === 'hi' ? record.plan_name_hi : record.plan_name_en,
            date: until(record.valid_until),
          })
        }
        redirectText={fromPostForm ? t('success.backToPost') : t('success.employerRedirect')}
        onDone={onward}
        onClose={purchase.clearResult}
        onConfirmAgain={() => void purchase.confirmAgain()}
        confirming={purchase.phase === 'verifying'}
      />
    </>
  );
}
