import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { type SeekerMedia, seekerMediaProblem } from './api/seeker';
import { SAARTHI_NS } from './saarthi-i18n';

const ACCEPT: Record<SeekerMedia, string> = {
  profile_pic: '.png,.jpg,.jpeg,image/png,image/jpeg', // spec 000 §2.9
  video_resume: 'video/mp4,video/mpeg,video/webm,.mp4,.mpeg,.mpg,.webm', // spec 000 §5
};

type MediaFieldProps = {
  category: SeekerMedia;
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
};

/**
 * An optional photo or video for the agent's new seeker (issue 13): the phone's camera or
 * gallery (`capture` is left out so both are offered), checked on the phone at once; a file
 * that does not fit is named next to the field and not kept.
 */
export function MediaField({ category, label, hint, file, onChange }: MediaFieldProps) {
  const { t } = useTranslation(SAARTHI_NS);
  const { t: tg } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again
    if (!picked) return;
    const wrong = seekerMediaProblem(picked, category);
    setProblem(wrong ? tg(`validation.${wrong}`) : null);
    onChange(wrong ? null : picked);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-slate-900">{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {file ? (
        <div className="flex items-center gap-2 rounded-xl bg-slate-50 p-2">
          {category === 'profile_pic' && <Preview file={file} />}
          <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{file.name}</span>
          <button
            type="button"
            className={buttonClass('ghost', 'px-3')}
            onClick={() => onChange(null)}
          >
            {t('media.remove')}
          </button>
        </div>
      ) : (
        <label
          className={buttonClass(
            'secondary',
            'w-full cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary/40',
          )}
        >
          {t(category === 'profile_pic' ? 'media.choosePhoto' : 'media.chooseVideo')}
          <input
            type="file"
            accept={ACCEPT[category]}
            className="sr-only"
            aria-describedby={problem ? `${id}-error` : `${id}-hint`}
            aria-invalid={problem ? true : undefined}
            onChange={pick}
          />
        </label>
      )}
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function Preview({ file }: { file: File }) {
  const [url] = useState(() => URL.createObjectURL(file));
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" className="size-12 rounded-full object-cover" />;
}
