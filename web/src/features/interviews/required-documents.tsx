import { docKey, INTERVIEW_DOCUMENTS, label } from '@kaamkaj/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Checkbox, TextField } from '../../components/ui/field';
import { useLanguage } from '../../lib/i18n';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { INTERVIEWS_NS } from './interviews-i18n';

const loadDocSchema = () => import('./interview-schema').then((m) => m.InterviewDocName);

type RequiredDocumentsProps = {
  /** The names offered at first: the defaults (spec 001 §9) and any the interview already had. */
  initial: readonly string[];
  /** The ticked names (the form's req_docs). */
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
};

/**
 * spec 001 §5: the default documents unchecked, plus "Add document": letters, parentheses and
 * spaces, at least 2 characters, not a duplicate; an added document comes in ticked.
 */
export function RequiredDocuments({ initial, values, onChange, error }: RequiredDocumentsProps) {
  const { t } = useTranslation(INTERVIEWS_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const id = useId();
  const [offered, setOffered] = useState<string[]>(() => [...initial]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...values, name] : values.filter((v) => v !== name));

  const add = async () => {
    const parsed = (await loadDocSchema()).safeParse(draft);
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message ?? 'interviewDocPattern');
      return;
    }
    const name = parsed.data;
    if (offered.some((o) => docKey(o) === docKey(name))) {
      setDraftError('interviewDocDuplicate'); // spec 001 §8
      return;
    }
    setOffered([...offered, name]);
    onChange([...values, name]);
    setDraft('');
    setDraftError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the document, it does not send the form
    void add();
  };

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-700">{t('documents')}</legend>
      <p className="-mt-1 text-sm text-slate-500">{t('documentsHint')}</p>
      <div className="space-y-3">
        {offered.map((name) => (
          <Checkbox
            key={name}
            label={label(INTERVIEW_DOCUMENTS, name, lang)}
            checked={values.includes(name)}
            onChange={(event) => toggle(name, event.target.checked)}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('addDocument')}
            placeholder={t('addDocumentPlaceholder')}
            value={draft}
            maxLength={40}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(null);
            }}
            onKeyDown={onKeyDown}
            error={errorText(draftError ? { message: draftError } : undefined)}
          />
        </div>
        <Button variant="secondary" className="mt-7 shrink-0" onClick={() => void add()}>
          {t('add')}
        </Button>
      </div>
    </fieldset>
  );
}
