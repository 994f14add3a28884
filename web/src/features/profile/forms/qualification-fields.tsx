import { QUALIFICATION } from '@kaamkaj/domain';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blankToUndefined, optionsOf } from '../../../components/forms/options';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextField } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { PROFILE_NS } from '../profile-i18n';

type Code = keyof typeof QUALIFICATION;
const GRADUATE: Code = 3;

type QualificationFieldsProps = {
  value: Code | null | undefined;
  other: string | undefined;
  onChange: (value: Code) => void;
  onOtherChange: (text: string | undefined) => void;
  errors: { qualification?: FieldError | undefined; other?: FieldError | undefined };
};

/** Qualification (spec 000 §3.3); "Graduate and above" may name the degree (max 30 letters). */
export function QualificationFields(props: QualificationFieldsProps) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend={t('fields.qualification')}
        options={optionsOf(QUALIFICATION, lang)}
        value={props.value}
        onChange={(code) => {
          props.onChange(code);
          if (code !== GRADUATE) props.onOtherChange(undefined);
        }}
        error={errorText(props.errors.qualification)}
      />
      {props.value === GRADUATE && (
        <TextField
          label={t('fields.qualificationOther')}
          hint={t('fields.qualificationOtherHint')}
          value={props.other ?? ''}
          onChange={(event) => props.onOtherChange(blankToUndefined(event.target.value))}
          error={errorText(props.errors.other)}
        />
      )}
    </div>
  );
}
