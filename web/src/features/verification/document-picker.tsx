import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../../components/ui/icons';
import { notify } from '../../lib/toast';
import { VERIFICATION_NS } from './verification-i18n';
import { documentProblem } from './verification-rules';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

type DocumentPickerProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The proof: an image or a PDF under 5 MB; a wrong one is refused with a 5 s toast (spec 001 §8). */
export function DocumentPicker({ file, onChange, error, disabled = false }: DocumentPickerProps) {
  const { t } = useTranslation(VERIFICATION_NS);
  const id = useId();
  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-semibold text-slate-700">
        {t('fields.file')}
      </span>
      <label
        className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border border-dashed bg-slate-50 px-4 py-3 has-focus-visible:ring-3 has-focus-visible:ring-primary/30 has-disabled:cursor-not-allowed has-disabled:opacity-60 ${
          error ? 'border-red-400' : 'border-slate-300'
        }`}
      >
        <FileIcon className="size-7 shrink-0 text-primary" />
        <span className="min-w-0 flex-1">
          {file ? (
            <>
              <span className="block truncate font-semibold text-slate-900">{file.name}</span>
              <span className="block text-sm text-slate-500">{sizeText(file.size)}</span>
            </>
          ) : (
            <span className="block text-sm text-slate-500">{t('fields.fileHint')}</span>
          )}
        </span>
        <span className="shrink-0 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-primary ring-1 ring-primary">
          {file ? t('fields.fileChange') : t('fields.fileChoose')}
        </span>
        <input
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = ''; // the same file may be chosen again
            if (!picked) return;
            const problem = documentProblem(picked);
            if (problem) {
              void notify.fileError(t(`validation.${problem}`, { ns: 'translation' }));
              return;
            }
            onChange(picked);
          }}
        />
      </label>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
