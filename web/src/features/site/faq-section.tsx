import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/ui/icons';
import { Section } from './section';
import { SITE_NS } from './site-i18n';

type Faq = { q: string; a: string };

/** #faq: the nine questions of spec 001 §2. */
export function FaqSection() {
  const { t } = useTranslation(SITE_NS);
  const items = t('faq.items', { returnObjects: true }) as Faq[];
  return (
    <Section id="faq" title={t('faq.title')}>
      <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {items.map((item) => (
          <details key={item.q} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDownIcon className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-4 pb-4 text-slate-600">{item.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
