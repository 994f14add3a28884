import { skillText } from '@kaamkaj/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { PROFILE_NS } from '../profile-i18n';

type CustomSkillProps = { category: string; onAdd: (skill: string) => void; disabled: boolean };

/** A skill the list lacks, typed by the seeker (spec 000 §5: empty is "This field is required"). */
export function CustomSkill({ category, onAdd, disabled }: CustomSkillProps) {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = () => {
    const checked = skillText(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    onAdd(checked.skill);
    setText('');
    setError(undefined);
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm text-slate-600">
        {t('skills.custom', { category })}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none disabled:bg-slate-100"
        />
        <Button
          variant="secondary"
          className="min-h-12"
          disabled={disabled}
          onClick={add}
          aria-label={t('skills.addFor', { category })}
        >
          {t('skills.add')}
        </Button>
      </div>
      {error && <p className="text-sm font-medium text-red-700">{errorText({ message: error })}</p>}
    </div>
  );
}
