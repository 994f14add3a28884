import { ADMIN_REASONS, type AdminReasonTarget } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { ADMIN_NS } from './admin-i18n';

const REASON_CHIP =
  'inline-flex min-h-12 items-center rounded-full border px-3.5 text-left text-sm font-semibold ' +
  'transition-colors focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none';

type CommonReasonsProps = {
  target: AdminReasonTarget;
  reason: string;
  onPick: (reason: string) => void;
};

/**
 * The common reasons as quick picks, in the admin's language. A picked reason is shown to the
 * employer in the employer's language (domain adminReasonIn); the admin may still edit it,
 * and an edited reason is shown as typed.
 */
export function CommonReasons({ target, reason, onPick }: CommonReasonsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-700">{t('decision.common')}</legend>
      <div className="flex flex-wrap gap-2">
        {ADMIN_REASONS[target].map((common) => {
          const text = common[lang];
          const picked = reason.trim() === text;
          return (
            <button
              key={common.en}
              type="button"
              aria-pressed={picked}
              onClick={() => onPick(text)}
              className={`${REASON_CHIP} ${
                picked
                  ? 'border-primary bg-primary-soft text-primary-dark'
                  : 'border-slate-300 bg-white text-slate-700'
              }`}
            >
              {text}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
