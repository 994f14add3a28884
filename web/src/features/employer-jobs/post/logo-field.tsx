import { fileProblem } from '@kaamkaj/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BriefcaseIcon } from '../../../components/ui/icons';
import { notify } from '../../../lib/toast';
import { EMPLOYER_JOBS_NS } from '../employer-jobs-i18n';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

type LogoFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/** The job's optional logo, png / jpg / jpeg (spec 001 §5), with a preview before posting. */
export function LogoField({ file, onChange, disabled = false }: LogoFieldProps) {
  const { t } = useTranslation(EMPLOYER_JOBS_NS);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-semibold text-slate-700">
        {t('post.logo')}
      </span>
      <div className="flex items-center gap-3">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 text-slate-400 ring-1 ring-slate-200">
          {preview ? (
            <img src={preview} alt={t('post.logoAlt')} className="size-full object-contain" />
          ) : (
            <BriefcaseIcon className="size-7" />
          )}
        </span>
        <div className="flex flex-1 flex-wrap items-center gap-2">
          <label className="inline-flex min-h-12 cursor-pointer items-center rounded-xl px-4 text-sm font-semibold text-primary ring-1 ring-primary has-focus-visible:ring-3 has-disabled:cursor-not-allowed has-disabled:opacity-60">
            {t('post.logoChoose')}
            <input
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-labelledby={`${id}-label`}
              disabled={disabled}
              onChange={(event) => {
                const picked = event.target.files?.[0];
                event.target.value = '';
                if (!picked) return;
                const problem = fileProblem('job_logo', picked);
                if (problem) {
                  void notify.fileError(t(`validation.${problem}`, { ns: 'translation' }));
                  return;
                }
                onChange(picked);
              }}
            />
          </label>
          {file && (
            <button
              type="button"
              className="min-h-12 rounded-xl px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              {t('post.logoRemove')}
            </button>
          )}
          <p className="w-full text-xs text-slate-500">{t('post.logoHint')}</p>
        </div>
      </div>
    </div>
  );
}
