import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { JOBS_FEED_NS } from './jobs-feed-i18n';

/** spec 000 §2.7: the "count : message" modal shows for 2 seconds. */
export const NOTICE_MS = 2000;

type ResultNoticeProps = { count: number | null; onDone: () => void };

/** The modal after a filter that found nothing, e.g. "0 : Sorry! No records found". */
export function ResultNotice({ count, onDone }: ResultNoticeProps) {
  const { t } = useTranslation(JOBS_FEED_NS);
  const open = count !== null;
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onDone, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [open, onDone]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDone()}
      title={t('filter.resultLine', { count: count ?? 0, message: t('filter.noRecords') })}
      description={t('filter.tryAgain')}
    >
      {null}
    </Dialog>
  );
}
