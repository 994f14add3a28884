import { CURRENCY_UNIT, PAGE_SIZE, type PaymentRecord, rupeesText } from '@kaamkaj/domain';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { istDate } from '../../lib/dates';
import { type Envelope, request, requestBlob } from '../../lib/http';
import { useLanguage } from '../../lib/i18n';
import { saveBlob } from '../../lib/save-blob';
import { Button } from '../ui/button';
import { FileIcon } from '../ui/icons';
import { LoadMore } from '../ui/load-more';
import { Spinner } from '../ui/loader';
import { PAYMENTS_NS } from './my-payments-i18n';

// GET /payment/orders?page=: the signed-in user's orders, newest first, 30 a page (issue 12).
function usePayments() {
  return useInfiniteQuery({
    queryKey: ['payments'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<Envelope<PaymentRecord[]>>('/payment/orders', {
        query: { page: pageParam },
        toast: false,
        signal,
      }),
    getNextPageParam: (last, pages) =>
      (last.data?.length ?? 0) === PAGE_SIZE ? pages.length : undefined,
  });
}

const STATUS_TONE: Record<PaymentRecord['status'], string> = {
  paid: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  created: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** My payments: plan, amount, date and status, with a PDF receipt for each paid order. */
export function MyPayments() {
  const { t } = useTranslation(PAYMENTS_NS);
  const query = usePayments();
  const items = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <section
      aria-labelledby="my-payments-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="my-payments-title" className="text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
          <Spinner className="size-5" />
          {t('loading')}
        </p>
      ) : query.isError ? (
        <div className="space-y-2 py-2">
          <p className="text-sm text-red-700">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-3 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {items.map((item) => (
            <PaymentRow key={item._id} item={item} />
          ))}
        </ul>
      )}
      <LoadMore query={query} label={t('loadMore')} />
    </section>
  );
}

function PaymentRow({ item }: { item: PaymentRecord }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const lang = useLanguage();
  const receipt = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await requestBlob(`/payment/orders/${item._id}/receipt`);
      saveBlob(blob, fileName ?? `Kaamkaj-receipt-${item.receipt}.pdf`);
    },
  });
  const name = lang === 'hi' ? item.plan_name_hi : item.plan_name_en;
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{t('plan', { name })}</p>
        <p className="text-sm text-slate-600">
          {rupeesText(item.amount * CURRENCY_UNIT)} ·{' '}
          {istDate(item.paid_at ?? item.created_at, lang)}
        </p>
        <p className="text-xs text-slate-500">{t('receiptNo', { receipt: item.receipt })}</p>
        <span
          className={`mt-1 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[item.status]}`}
        >
          {t(`status.${item.status}`)}
        </span>
      </div>
      {item.status === 'paid' && (
        <Button
          variant="secondary"
          className="px-3"
          busy={receipt.isPending}
          aria-label={t('receiptNamed', { receipt: item.receipt })}
          onClick={() => receipt.mutate()}
        >
          <FileIcon className="size-5" />
          {t('receipt')}
        </Button>
      )}
    </li>
  );
}
