import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { PROFILE_NS } from '../profile-i18n';
import { EMOJI_STYLE, TILE } from './interest-tiles';

type OtherTileProps = { checked: boolean; onChange: (checked: boolean) => void };

/** The "Other" choice beside the categories (spec 000 §2.6 step 2). */
export function OtherTile({ checked, onChange }: OtherTileProps) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <label className={TILE}>
      <input
        type="checkbox"
        className="sr-only"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="text-3xl leading-none" style={EMOJI_STYLE} aria-hidden="true">
        ✏️
      </span>
      <span>{t('interests.other')}</span>
    </label>
  );
}

type OtherJobFieldProps = { field: UseFormRegisterReturn; error?: string | undefined };

/** The other job's name: required when chosen, at most 30 characters (spec 000 §5). */
export function OtherJobField({ field, error }: OtherJobFieldProps) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <TextField
      {...field}
      label={t('interests.otherLabel')}
      placeholder={t('interests.otherPlaceholder')}
      autoFocus
      error={error}
    />
  );
}
