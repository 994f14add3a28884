import { PATHS } from '@kaamkaj/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';
import { buttonClass } from '../../components/ui/button';
import { ShieldIcon } from '../../components/ui/icons';
import { PageLoader } from '../../components/ui/loader';
import { useEmployer } from '../../lib/api/employer';
import { ADMIN_NS } from './admin-i18n';
import { LoadError } from './list-state';
import { type Tab, Tabs } from './tabs';

// issue 16 item 1: each tab's panel (its forms, schemas and dialogs) loads when it is opened;
// the console started with all ten, 101 KB of gzip beyond the app's start
const SECTIONS = {
  queue: lazyScreen(() => import('./verification-queue'), 'VerificationQueue'),
  email: lazyScreen(() => import('./email-requests'), 'EmailRequests'),
  jobs: lazyScreen(() => import('./jobs-panel'), 'JobsPanel'),
  descriptions: lazyScreen(() => import('./descriptions-panel'), 'DescriptionsPanel'),
  categories: lazyScreen(() => import('./categories-panel'), 'CategoriesPanel'),
  plans: lazyScreen(() => import('./plans-panel'), 'PlansPanel'),
  saarthi: lazyScreen(() => import('./saarthi-panel'), 'SaarthiPanel'),
  community: lazyScreen(() => import('./community-panel'), 'CommunityPanel'),
  inbox: lazyScreen(() => import('./inbox-panel'), 'InboxPanel'),
  audit: lazyScreen(() => import('./audit-panel'), 'AuditPanel'),
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
        <Suspense fallback={<PageLoader />}>
          <Panel />
        </Suspense>
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
