import { ROLE } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ClockIcon } from '../../components/ui/icons';
import { logout } from '../../lib/api/logout';
import { roleOf, useSession } from '../../lib/session';

type ComingSoonProps = {
  /** i18n key of the screen title. */
  title: string;
  /** Title for employers and Saarthis where it differs (the Jobs tab is "Job Post" for them). */
  employerTitle?: string | undefined;
};

/** Screens still being built: the shell, the title and a short note. */
export function ComingSoonScreen({ title, employerTitle }: ComingSoonProps) {
  const { t } = useTranslation();
  const isSeeker = roleOf(useSession()) === ROLE.SEEKER;
  return (
    <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ClockIcon className="size-7" />
      </div>
      <h1 className="mt-4 text-xl font-bold">
        {t(!isSeeker && employerTitle ? employerTitle : title)}
      </h1>
      <p className="mx-auto mt-2 max-w-xs text-slate-600">{t('comingSoon.body')}</p>
    </section>
  );
}

/** Onboarding pages have no tab bar: offer the way out (spec 000 §2.6 exit logs out). */
export function OnboardingSoonScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <ComingSoonScreen title={title} />
      <Button variant="secondary" block onClick={() => void logout()}>
        {t('settings.logout')}
      </Button>
    </div>
  );
}
