import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/ui/icons';

type ComingSoonProps = {
  /** i18n key of the screen title. */
  title: string;
};

/**
 * The pages spec 000 §2.1 names as placeholders (/Community/photos, /Community/live and
 * /Community/event): the shell, the title and a short note.
 */
export function ComingSoonScreen({ title }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ClockIcon className="size-7" />
      </div>
      <h1 className="mt-4 text-xl font-bold">{t(title)}</h1>
      <p className="mx-auto mt-2 max-w-xs text-slate-600">{t('comingSoon.body')}</p>
    </section>
  );
}
