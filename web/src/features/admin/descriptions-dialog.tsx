import { type FileCategory, fileProblem } from '@kaamkaj/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FileIcon } from '../../components/ui/icons';
import { isApiError } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { declaredType } from '../../lib/upload/upload-file';
import { ADMIN_NS } from './admin-i18n';
import { type DescriptionFiles, useSaveDescriptions } from './api/save-descriptions';
import type { AdminJob } from './api/types';
import { errorMessage } from './format';

type Kind = keyof DescriptionFiles;
const CATEGORY: Record<Kind, FileCategory> = { animated: 'animated_jd', audio: 'audio' };
// spec 000 §9, spec 001 §9: video mp4, mpeg; audio mpeg.
const ACCEPT: Record<Kind, string> = {
  animated: '.mp4,.mpeg,.mpg,video/mp4,video/mpeg',
  audio: '.mp3,.mpeg,audio/mpeg',
};
// Codes of PUT /admin/jobs/:id/descriptions the console says in its own words.
const KNOWN_ERRORS = ['FILE_CATEGORY', 'FILE_NOT_FOUND', 'FILE_NOT_UPLOADED', 'NOT_FOUND'];

const KB = 1024;
/** 27 KB, 3.4 MB: the size of a chosen file, in units a person reads. */
const fileSize = (bytes: number) =>
  bytes < 1000 * KB
    ? `${Math.max(1, Math.round(bytes / KB))}\u00a0KB`
    : `${(bytes / KB / KB).toFixed(1)}\u00a0MB`;

type DescriptionsDialogProps = {
  job: Pick<AdminJob, '_id' | 'job_title' | 'animated_description' | 'audio_description'>;
  open: boolean;
  onClose: () => void;
};

/** Issue 12: the admin uploads the made video and / or audio and puts them on the job. */
export function DescriptionsDialog({ job, open, onClose }: DescriptionsDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const adminId = useSession().user ?? '';
  const save = useSaveDescriptions();
  const [files, setFiles] = useState<DescriptionFiles>({ animated: null, audio: null });
  const [error, setError] = useState<string | null>(null);
  const choose = (kind: Kind, file: File | null) => {
    setError(null);
    setFiles((now) => ({ ...now, [kind]: file }));
  };
  const submit = async () => {
    if (!files.animated && !files.audio) return setError(t('descriptions.needOne'));
    setError(null);
    try {
      await save.mutateAsync({ adminId, jobId: job._id, files });
      void notify.success(t('descriptions.saved'));
      setFiles({ animated: null, audio: null });
      onClose();
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : '';
      setError(
        KNOWN_ERRORS.includes(code) ? t(`descriptions.errors.${code}`) : errorMessage(failure),
      );
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !save.isPending && onClose()}
      title={t('descriptions.dialogTitle', { title: job.job_title })}
      description={t('descriptions.dialogText')}
    >
      <div className="space-y-5">
        <FilePicker
          kind="animated"
          file={files.animated}
          present={Boolean(job.animated_description)}
          disabled={save.isPending}
          onChange={(file) => choose('animated', file)}
        />
        <FilePicker
          kind="audio"
          file={files.audio}
          present={Boolean(job.audio_description)}
          disabled={save.isPending}
          onChange={(file) => choose('audio', file)}
        />
        <ErrorAlert>{error}</ErrorAlert>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('decision.cancel')}
          </Button>
          <Button busy={save.isPending} onClick={() => void submit()}>
            {save.isPending ? t('descriptions.saving') : t('descriptions.save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

type FilePickerProps = {
  kind: Kind;
  file: File | null;
  /** The job already has one: a new file replaces it. */
  present: boolean;
  disabled: boolean;
  onChange: (file: File | null) => void;
};

/** One file of the dialog: the rule, the chosen file with its size, remove. */
function FilePicker({ kind, file, present, disabled, onChange }: FilePickerProps) {
  const { t } = useTranslation(ADMIN_NS);
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend id={`${id}-label`} className="text-sm font-semibold text-slate-700">
        {t(`descriptions.${kind}`)}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {t(`descriptions.${kind}Hint`)}
        {present && ` ${t('descriptions.replaces')}`}
      </p>
      {file ? (
        <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <FileIcon className="size-5 shrink-0 text-primary" />
          <span className="min-w-0 flex-1 text-sm wrap-anywhere text-slate-900">
            {t('descriptions.chosen', { name: file.name, size: fileSize(file.size) })}
          </span>
          <button
            type="button"
            className="min-h-12 shrink-0 rounded-xl px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            {t('descriptions.remove')}
          </button>
        </div>
      ) : (
        <label className="flex min-h-12 w-full cursor-pointer items-center justify-center rounded-xl px-4 text-base font-semibold text-primary ring-1 ring-primary has-focus-visible:ring-3 has-disabled:cursor-not-allowed has-disabled:opacity-60">
          {t(`descriptions.choose.${kind}`)}
          <input
            type="file"
            accept={ACCEPT[kind]}
            className="sr-only"
            disabled={disabled}
            onChange={(event) => {
              const picked = event.target.files?.[0];
              event.target.value = '';
              if (!picked) return;
              const type = declaredType(picked, CATEGORY[kind]);
              const problem = fileProblem(CATEGORY[kind], {
                name: picked.name,
                type,
                size: picked.size,
              });
              if (problem) {
                void notify.fileError(t(`validation.${problem}`, { ns: 'translation' }));
                return;
              }
              onChange(picked);
            }}
          />
        </label>
      )}
    </fieldset>
  );
}
