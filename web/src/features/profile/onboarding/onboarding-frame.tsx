import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExitButton } from '../../../components/exit-guard/exit-button';
import { PROFILE_NS } from '../profile-i18n';

type OnboardingFrameProps = { step: 1 | 2; title: string; subtitle: string; children: ReactNode };

/**
 * The two onboarding steps (spec 000 §2.6): a back arrow and the browser's back both ask
 * "Are you sure, you want to exit without creating profile?"; yes logs out and starts on /.
 */
export function OnboardingFrame({ step, title, subtitle, children }: OnboardingFrameProps) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <ExitButton ns={PROFILE_NS} />
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
    </div>
  );
}
