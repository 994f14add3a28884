import { PATHS } from '@kaamkaj/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '../../components/ui/field';
import { richText } from '../../lib/i18n/rich-text';

type ConsentFieldsProps = {
  tnc: UseFormRegisterReturn;
  optIn: UseFormRegisterReturn;
  tncError?: string | undefined;
};

const LINK = 'font-semibold text-primary underline underline-offset-2';

/** The consent sentence's links ("<terms>…</terms>", "<privacy>…</privacy>"), in a new tab. */
export const CONSENT_LINKS = {
  terms: <Link to={PATHS.terms} target="_blank" className={LINK} />,
  privacy: <Link to={PATHS.privacy} target="_blank" className={LINK} />,
};

/**
 * spec 000 §2.4: terms and privacy (required) and WhatsApp opt-in. The spec has both ticked in
 * advance; the DPDP Act asks for a clear affirmative act, so both start unticked (issue 14).
 */
export function ConsentFields({ tnc, optIn, tncError }: ConsentFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <Checkbox {...tnc} error={tncError} label={richText(t('auth.tncLabel'), CONSENT_LINKS)} />
      <Checkbox {...optIn} label={t('auth.whatsappOptIn')} />
    </div>
  );
}

/** A consent box kept in state by a form with no form library (the sign-in screens). */
export function consentBox<Name extends string>(
  name: Name,
  set: (checked: boolean) => void,
): UseFormRegisterReturn<Name> {
  return {
    name,
    ref: () => undefined,
    onBlur: async () => undefined,
    onChange: async (event: { target: { checked?: boolean } }) => set(!!event.target.checked),
  };
}
