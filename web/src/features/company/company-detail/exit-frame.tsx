import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { logout } from '../../auth/api/logout';
import { useExitGuard } from '../../profile/onboarding/use-exit-guard';
import { COMPANY_NS } from '../company-i18n';

type ExitFrameProps = { title: string; subtitle: string; children: ReactNode };

/**
 * spec 001 §4 "Employer onboarding": the back arrow and the browser's back both ask "Are you
 * sure, you want to exit without creating profile?"; yes logs out, clears storage, reloads to /.
 */
export function ExitFrame({ title, subtitle, children }: ExitFrameProps) {
  const { t } = useTranslation(COMPANY_NS);
  const { asking, setAsking } = useExitGuard();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-2">
        <button
          type="button"
          onClick={() => setAsking(true)}
          aria-label={t('exit.back')}
          className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeftIcon />
        </button>
        <header className="pt-1.5">
          <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </header>
      </div>
      {children}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('exit.title')}
        message={t('exit.body')}
        confirmLabel={t('exit.confirm')}
        cancelLabel={t('exit.cancel')}
        busy={leaving}
        danger
        onConfirm={() => {
          setLeaving(true);
          void logout();
        }}
      />
    </div>
  );
}
