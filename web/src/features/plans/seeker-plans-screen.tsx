import { PATHS, type Plan, rupeesText, SEEKER_PREMIUM_CODE } from '@kaamkaj/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CheckCircleIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { useUser } from '../../lib/api/user';
import { useLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePlans } from './api/get-plans';
import { PLANS_NS } from './plans-i18n';
import { PurchaseResultDialog, PurchaseStatus, useUntilText } from './purchase-dialogs';
import { purchaseErrorText } from './purchase-error';
import { usePurchase } from './use-purchase';

const CELL = 'px-3 py-3 align-top';
const Yes = ({ label }: { label: string }) => (
  <CheckCircleIcon className="mx-auto size-6 text-green-600" aria-label={label} />
);
const No = ({ label }: { label: string }) => (
  <span className="block text-center text-slate-500" role="img" aria-label={label}>
    —
  </span>
);

// The Saarthi code's question (and its check, zod) load once the page shows, not with it: the
// plans' table paints first (issue 16; 26 KB gzip).
const loadSaarthiDialog = () =>
  import('./saarthi-dialog').then((m) => ({ default: m.SaarthiDialog }));
const SaarthiDialog = lazyDialog(loadSaarthiDialog);
const loadCongratsDialog = () =>
  import('./congrats-dialog').then((m) => ({ default: m.CongratsDialog }));
const CongratsDialog = lazyDialog(loadCongratsDialog);

/** /chooseplan for job seekers (spec 000 §2.11): Basic versus Premium, from the plan record. */
export function SeekerPlansScreen() {
  const { t } = useTranslation(PLANS_NS);
  const session = useSession();
  const plans = usePlans('seeker');
  const user = useUser(session.user);
  const failed = plans.isError ? plans : user.isError ? user : null;
  if (failed) return <LoadFailed query={failed} />;
  if (!plans.data || !user.data) return <PageLoader />;
  const premium = plans.data.find((p) => p.code === SEEKER_PREMIUM_CODE) ?? plans.data[0];
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('seekerSubtitle')}</p>
      </header>
      {premium ? (
        <PremiumOffer
          plan={premium}
          isPremium={user.data.is_premium}
          premiumUntil={user.data.premium_until}
        />
      ) : (
        <ErrorAlert>{t('errors.PLAN_NOT_FOUND')}</ErrorAlert>
      )}
    </div>
  );
}

type OfferProps = { plan: Plan; isPremium: boolean; premiumUntil: string | null };

function PremiumOffer({ plan, isPremium, premiumUntil }: OfferProps) {
  const { t } = useTranslation(PLANS_NS);
  const lang = useLanguage();
  const navigate = useNavigate();
  const until = useUntilText();
  const purchase = usePurchase();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!isPremium)
      void loadSaarthiDialog().catch(() => undefined); // offline: asked again on Buy
    else void loadCongratsDialog().catch(() => undefined);
  }, [isPremium]);
  const [congrats, setCongrats] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = rupeesText(plan.price_paise);
  const name = lang === 'hi' ? plan.name_hi : plan.name_en;
  const months = Math.round(plan.duration_days / 30.4);
  const basicFeatures = t('basicFeatures', { returnObjects: true }) as string[];
  const toProfile = useCallback(() => navigate(PATHS.profile), [navigate]);

  const buy = async (code: string) => {
    setError(null);
    let ordered = false;
    try {
      await purchase.buy({ plan_code: plan.code, saarthi_code: code }, () => {
        ordered = true;
        setAsking(false);
      });
    } catch (err) {
      if (!ordered) throw err; // the Saarthi dialog shows why the order was refused
      setError(purchaseErrorText(err));
    }
  };

  return (
    <>
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('compare')}</caption>
          <thead>
            <tr className="bg-slate-50 text-base">
              <th scope="col" className={`${CELL} font-semibold text-slate-600`}>
                {t('feature')}
              </th>
              <th scope="col" className={`${CELL} text-center font-bold`}>
                {t('basic')}
              </th>
              <th
                scope="col"
                className={`${CELL} bg-primary-soft text-center font-bold text-primary-dark`}
              >
                {name}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <tr>
              <th scope="row" className={`${CELL} font-medium`}>
                {t('price')}
              </th>
              <td className={`${CELL} text-center font-semibold`}>{t('free')}</td>
              <td className={`${CELL} bg-primary-soft/50 text-center`}>
                <span className="block text-lg font-bold">{price}</span>
                <span className="text-xs text-slate-600">{t('perYear', { n: months })}</span>
              </td>
            </tr>
            {basicFeatures.map((feature) => (
              <tr key={feature}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {feature}
                </th>
                <td className={CELL}>
                  <Yes label={t('yes')} />
                </td>
                <td className={`${CELL} bg-primary-soft/50`}>
                  <Yes label={t('yes')} />
                </td>
              </tr>
            ))}
            {plan.features.map((feature) => (
              <tr key={feature.en}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {lang === 'hi' ? feature.hi : feature.en}
                </th>
                <td className={CELL}>
                  <No label={t('none')} />
                </td>
                <td className={`${CELL} bg-primary-soft/50`}>
                  <Yes label={t('yes')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {isPremium && (
        <button
          type="button"
          onClick={() => setCongrats(true)}
          className="flex min-h-12 w-full items-center gap-3 rounded-2xl bg-green-50 px-4 py-3 text-left ring-1 ring-green-200"
        >
          <CheckCircleIcon className="size-6 shrink-0 text-green-700" />
          <span>
            <span className="block font-semibold text-green-900">{t('alreadyPremium')}</span>
            <span className="text-sm text-green-800">
              {t('premiumUntil', { date: until(premiumUntil) })}
            </span>
          </span>
        </button>
      )}
      {error && <ErrorAlert>{error}</ErrorAlert>}
      {/* kept in reach above the tab bar while the table scrolls */}
      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 -mx-1 rounded-2xl bg-white/95 p-1 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]">
        <Button block disabled={isPremium} busy={purchase.busy} onClick={() => setAsking(true)}>
          {isPremium ? t('alreadyPremium') : t('buyNow')}
        </Button>
      </div>
      <LazyDialog
        open={asking}
        component={SaarthiDialog}
        onUnavailable={() => setAsking(false)}
        props={{
          open: asking,
          onOpenChange: (open: boolean) => !purchase.busy && setAsking(open),
          price,
          busy: purchase.phase === 'ordering',
          onSubmit: buy,
        }}
      />
      <PurchaseStatus phase={purchase.phase} />
      <PurchaseResultDialog
        result={purchase.result}
        successBody={(record) => t('success.seekerBody', { date: until(record.valid_until) })}
        redirectText={t('success.redirect')}
        onDone={toProfile}
        onClose={purchase.clearResult}
        onConfirmAgain={() => void purchase.confirmAgain()}
        confirming={purchase.phase === 'verifying'}
      />
      <LazyDialog
        open={congrats}
        component={CongratsDialog}
        onUnavailable={() => setCongrats(false)}
        props={{ open: congrats, onOpenChange: setCongrats, until: until(premiumUntil) }}
      />
    </>
  );
}
