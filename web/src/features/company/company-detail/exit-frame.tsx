import type { ReactNode } from 'react';
import { ExitButton } from '../../../components/exit-guard/exit-button';
import { PageTitle } from '../../../components/ui/page-title';
import { COMPANY_NS } from '../company-i18n';

type ExitFrameProps = { title: string; subtitle: string; children: ReactNode };

/**
 * spec 001 §4 "Employer onboarding": the back arrow and the browser's back both ask "Are you
 * sure, you want to exit without creating profile?"; yes logs out, clears storage, reloads to /.
 */
export function ExitFrame({ title, subtitle, children }: ExitFrameProps) {
  return (
    <div className="space-y-4">
      <PageTitle back={<ExitButton ns={COMPANY_NS} />} title={title} subtitle={subtitle} />
      {children}
    </div>
  );
}
