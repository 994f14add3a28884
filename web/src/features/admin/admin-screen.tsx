import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ShieldIcon } from '../../components/ui/icons';
import { PageLoader } from '../../components/ui/loader';
import { useEmployer } from '../../lib/api/employer';
import { ADMIN_NS } from './admin-i18n';
import { AuditPanel } from './audit-panel';
import { CategoriesPanel } from './categories-panel';
import { CommunityPanel } from './community-panel';
import { DescriptionsPanel } from './descriptions-panel';
import { EmailRequests } from './email-requests';
import { InboxPanel } from './inbox-panel';
import { JobsPanel } from './jobs-panel';
import { LoadError } from './list-state';
import { PlansPanel } from './plans-panel';
import { SaarthiPanel } from './saarthi-panel';
import { type Tab, Tabs } from './tabs';
import { VerificationQueue } from './verification-queue';

const SECTIONS = {
  queue: VerificationQueue,
  email: EmailRequests,
  jobs: JobsPanel,
  descriptions: DescriptionsPanel,
  categories: CategoriesPanel,
  plans: PlansPanel,
  saarthi: SaarthiPanel,
  community: CommunityPanel,
  inbox: InboxPanel,
  audit: AuditPanel,
} as const;
type Section = keyof typeof SECTIONS;
const KEYS = Object.keys(SECTIONS) as Section[];

const isSection = (value: string | null): value is Section =>
  value !== null && (KEYS as string[]).includes(value);

/**
 * /admin, the Kaamkaj staff console (issue 4): verification queue, e-mail changes, jobs, job
 * descriptions to produce and plans (issue 12), categories, audit log. Only a superadmin sees it; the server refuses /admin/* to everyone
 * else anyway (DESIGN.md §6).
 */
export function AdminScreen() {
  const { t } = useTranslation(ADMIN_NS);
  const me = useEmployer();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: Section = isSection(tab) ? tab : 'queue';

  if (me.isPending) return <PageLoader />;
  if (me.error) {
    return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  }
  if (!me.data.is_superadmin) return <NotAllowed />;

  const tabs: Tab<Section>[] = KEYS.map((key) => ({ key, label: t(`tabs.${key}`) }));
  const Panel = SECTIONS[active];
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <Tabs
        label={t('tabs.label')}
        tabs={tabs}
        active={active}
        onChange={(key) => setParams(key === 'queue' ? {} : { tab: key }, { replace: true })}
      >
        <Panel />
      </Tabs>
    </div>
  );
}

function NotAllowed() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <ShieldIcon className="size-12 text-slate-400" />
      <h1 className="text-xl font-bold">{t('notAllowed.title')}</h1>
      <p className="max-w-xs text-slate-600">{t('notAllowed.body')}</p>
      <Link to={PATHS.dashboard} className={buttonClass('primary')}>
        {t('notAllowed.back')}
      </Link>
    </div>
  );
}
