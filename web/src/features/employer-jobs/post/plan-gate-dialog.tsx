import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EMPLOYER_JOBS_NS } from '../employer-jobs-i18n';

/** spec 001 §4 "Posting", §6: no job posts left -> choose a plan, or cancel to the dashboard. */
export function PlanGateDialog({ open }: { open: boolean }) {
  const { t } = useTranslation(EMPLOYER_JOBS_NS);
  const navigate = useNavigate();
  const cancel = () => navigate(PATHS.dashboard);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && cancel()} title={t('planGate.title')}>
      <p className="text-slate-700">{t('planGate.body')}</p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={cancel}>
          {t('planGate.cancel')}
        </Button>
        <Link to={PATHS.choosePlan} className={buttonClass()}>
          {t('planGate.choosePlan')}
        </Link>
      </div>
    </Dialog>
  );
}
