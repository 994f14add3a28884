import { PATHS, ROLE } from '@kaamkaj/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { BackLink, PageTitle } from '../../components/ui/page-title';
import { isMissing } from '../../lib/api-error';
import { useLanguage } from '../../lib/i18n';
import { roleOf, useSession } from '../../lib/session';
import { useNotification } from './api/get-notification';
import { isUnread, type NotificationItem, payloadText } from './api/get-notifications';
import { useMarkViewed } from './api/mark-viewed';
import { NotificationIcon } from './notification-icon';
import { useOpenNotification } from './notification-list';
import { NotificationWhen } from './notification-when';
import { NOTIFICATIONS_NS } from './notifications-i18n';

/** The item is about an application (spec 000 §2.12 "when the status is Applied"). */
const isApplication = (item: NotificationItem) =>
  item.notification_type === 'JOB_APPLIED' || item.data?.status === 'Applied';

/** /Notification?id= (spec 000 §2.12): one notification in a card, marked viewed on opening. */
export function NotificationWrapper({ id }: { id: string }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const query = useNotification(id);
  const mark = useMarkViewed();
  const marked = useRef<string | null>(null);
  const item = query.data;

  useEffect(() => {
    if (item && isUnread(item) && marked.current !== item._id) {
      marked.current = item._id;
      mark.mutate({ id: item._id, wasUnread: true });
    }
  }, [item, mark]);

  const notFound = isMissing(query.error);
  return (
    <div className="space-y-4">
      <PageTitle
        back={<BackLink to={PATHS.notification} label={t('wrapper.back')} />}
        title={t('wrapper.title')}
      />
      {notFound ? (
        <section className="space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">{t('wrapper.notFound')}</p>
          <Link to={PATHS.notification} className={buttonClass('secondary', 'w-full')}>
            {t('wrapper.all')}
          </Link>
        </section>
      ) : query.isError ? (
        <LoadFailed query={query} />
      ) : !item ? (
        <PageLoader />
      ) : (
        <WrapperCard item={item} />
      )}
    </div>
  );
}

function WrapperCard({ item }: { item: NotificationItem }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const lang = useLanguage();
  const isEmployer = roleOf(useSession()) === ROLE.EMPLOYER;
  const { open, targetOf } = useOpenNotification();
  const jobId = typeof item.data?.job_id === 'string' ? item.data.job_id : null;
  const applied = isApplication(item);
  const toApplicants = applied && isEmployer && jobId;

  return (
    <article className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <NotificationIcon type={item.notification_type} large />
        <div className="min-w-0 flex-1">
          <p className="text-lg leading-snug font-semibold text-slate-900">{payloadText(item)}</p>
          <NotificationWhen at={item.created_at} lang={lang} />
        </div>
      </div>
      {applied && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t('wrapper.applied')}
        </p>
      )}
      {toApplicants ? (
        <Link
          to={`${PATHS.userApplied}?id=${encodeURIComponent(jobId)}`}
          className={buttonClass('primary', 'w-full')}
        >
          {t('wrapper.viewApplicants')}
        </Link>
      ) : (
        targetOf(item) && (
          <Button block onClick={() => open(item)}>
            {t('wrapper.open')}
          </Button>
        )
      )}
      <Link to={PATHS.notification} className={buttonClass('ghost', 'w-full')}>
        {t('wrapper.all')}
      </Link>
    </article>
  );
}
