import { useTranslation } from 'react-i18next';
import { isApiError, isRefusal } from '../../lib/api-error';
import { ErrorAlert } from './alert';
import { Button } from './button';

// Refusals that may pass: asking again later can load the page (a rate limit, a slow answer).
const LATER = new Set([408, 429]);

/** The failed read: a TanStack query, or what stands for several. */
type FailedRead = { error: unknown; refetch: () => unknown };

/**
 * A failed load, in words that say what failed: the network (slow networks drop requests) or the
 * server's failure, each with a way to try again; a refusal (a 4xx) in the server's own words, in
 * the screen's language, without a Reload that could only be refused again.
 */
export function LoadFailed({ query }: { query: FailedRead }) {
  const { t } = useTranslation();
  const { error } = query;
  const status = isApiError(error) ? error.status : 0;
  const text = () => {
    if (status === 0) return t('errors.network');
    if (status === 504) return t('errors.gateway');
    if (status >= 500) return t('errors.generic');
    return (isApiError(error) && error.message) || t('errors.generic');
  };
  return (
    <div className="space-y-3">
      <ErrorAlert>{text()}</ErrorAlert>
      {isRefusal(error) && !LATER.has(error.status) ? null : (
        <Button variant="secondary" block onClick={() => void query.refetch()}>
          {t('errors.reload')}
        </Button>
      )}
    </div>
  );
}
