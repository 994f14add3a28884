import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { logout } from '../../auth/api/logout';
import { PROFILE_NS } from '../profile-i18n';
import { useExitGuard } from './use-exit-guard';

type OnboardingFrameProps = { step: 1 | 2; title: string; subtitle: string; children: ReactNode };

/**
 * The two onboarding steps (spec 000 §2.6): a back arrow and the browser's back both ask
 * "Are you sure, you want to exit without creating profile?"; yes logs out and starts on /.
 */
export function OnboardingFrame({ step, title, subtitle, children }: OnboardingFrameProps) {
  const { t } = useTranslation(PROFILE_NS);
  const { asking, setAsking } = useExitGuard();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => setAsking(true)}
          aria-label={t('exit.back')}
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeftIcon />
        </button>
        <p className="text-sm font-semibold text-slate-500">{t('onboarding.step', { step })}</p>
        <div className="ml-auto flex gap-1.5" aria-hidden="true">
          {[1, 2].map((n) => (
            <span
              key={n}
              className={`h-1.5 w-8 rounded-full ${n <= step ? 'bg-primary' : 'bg-slate-200'}`}
            />
          ))}
        </div>
      </div>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </header>
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
