import { MATCH_REASONS, type MatchReason } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../components/ui/icons';
import { JOBS_FEED_NS } from './jobs-feed-i18n';

/** The reasons in the ranking's order (district first), each once. */
export function orderedReasons(reasons: readonly MatchReason[]): MatchReason[] {
  return MATCH_REASONS.filter((reason) => reasons.includes(reason));
}

/**
 * "Why this job": the match reasons the server gave (issue 5), in the seeker's language, so a
 * seeker sees why the job is near the top. `top`: only the strongest one, on one line (a job
 * card fits half the screen, issue 14).
 */
export function MatchReasons({
  reasons,
  top = false,
}: {
  reasons: readonly MatchReason[];
  top?: boolean;
}) {
  const { t } = useTranslation(JOBS_FEED_NS);
  const ordered = orderedReasons(reasons);
  const shown = top ? ordered.slice(0, 1) : ordered;
  if (shown.length === 0) return null;
  return (
    <p className="flex items-start gap-1.5 rounded-xl bg-green-50 px-3 py-1.5 text-base text-green-900">
      <CheckCircleIcon className="mt-1 size-4 shrink-0 text-green-700" />
      <span>
        <span className="font-semibold">{t('card.why')}</span>
        {/* one text, as the server's HTML has it: two made hydration rewrite every card's */}
        {` ${shown.map((reason) => t(`reasons.${reason}`)).join(' · ')}`}
      </span>
    </p>
  );
}
