import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './alert';
import { Button } from './button';

/** A failed load with a way to try again (slow networks drop requests). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <ErrorAlert>{t('errors.network')}</ErrorAlert>
      <Button variant="secondary" block onClick={onRetry}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
