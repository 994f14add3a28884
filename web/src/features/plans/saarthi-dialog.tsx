import { DEFAULT_SAARTHI_CODE, SaarthiCode } from '@kaamkaj/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { isApiError } from '../../lib/api-error';
import { PLANS_NS } from './plans-i18n';
import { purchaseErrorText } from './purchase-error';

type SaarthiDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  price: string;
  busy: boolean;
  /** Starts the purchase with the code; rejects when the order could not be made. */
  onSubmit: (code: string) => Promise<void>;
};

/**
 * spec 000 §5 "Saarthi code: required, sent upper-cased"; §8 INVALID_SAARTHI_CODE shows "Please
 * enter valid code" and keeps the dialog open. SAARTHI001 (spec 000 §9) is filled in for a seeker
 * who has no agent.
 */
export function SaarthiDialog({ open, onOpenChange, price, busy, onSubmit }: SaarthiDialogProps) {
  const { t } = useTranslation(PLANS_NS);
  const { t: tg } = useTranslation();
  const [code, setCode] = useState(DEFAULT_SAARTHI_CODE);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = SaarthiCode.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'saarthiCodeInvalid');
      return;
    }
    setFieldError(null);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const field = isApiError(error) ? error.errors?.saarthi_code : undefined;
      if (isApiError(error) && error.code === 'INVALID_SAARTHI_CODE') {
        setFieldError('saarthiCodeInvalid');
      } else if (field) {
        setFieldError('saarthiCodeRequired');
      } else {
        setFormError(purchaseErrorText(error));
      }
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('saarthi.title')}
      description={t('saarthi.body')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={t('saarthi.label')}
          hint={t('saarthi.hint')}
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={fieldError ? tg(`validation.${fieldError}`) : undefined}
        />
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <div className="flex flex-col gap-3">
          <Button type="submit" block busy={busy}>
            {t('saarthi.submit', { price })}
          </Button>
          <Button variant="ghost" block disabled={busy} onClick={() => onOpenChange(false)}>
            {t('saarthi.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
