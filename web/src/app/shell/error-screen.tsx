import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { reloadApp } from '../../lib/pwa/pwa-state';

/** spec 000 §2.3 / spec 001 §8: the error boundary screen, "Something went wrong!". */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-red-50 text-3xl text-red-600">
        !
      </div>
      <h1 className="text-xl font-bold">{t('errors.boundaryTitle')}</h1>
      <p className="max-w-xs text-slate-600">{t('errors.boundaryBody')}</p>
      <Button onClick={() => reloadApp()}>{t('errors.reload')}</Button>
    </main>
  );
}
