import { type CodeTable, TECH_BRANCHES, TECH_CERTS, type TechCert } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import type { FieldError, Merge } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blankToUndefined, optionsOf } from '../../../components/forms/options';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextField } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { PROFILE_NS } from '../profile-i18n';

type CertCode = TechCert['cert'];
export type CertValue = {
  cert?: CertCode | undefined;
  branch?: string | undefined;
  cert_other?: string | undefined;
  branch_other?: string | undefined;
};
type CertErrors = Merge<FieldError, { [K in keyof CertValue]?: FieldError }> | undefined;

type CertFieldsProps = {
  value: CertValue | undefined;
  onChange: (value: CertValue) => void;
  errors: CertErrors;
  /** "Technical certification", or "Certification 2" in a list. */
  legend: ReactNode;
};

/**
 * One technical certification (spec 000 §3.3, §5): the certificate, its branch when it has
 * branches, the name of an "Other" certificate (required) and of an "Other" branch (optional).
 */
export function CertFields({ value = {}, onChange, errors, legend }: CertFieldsProps) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const branches: CodeTable = value.cert ? TECH_BRANCHES[value.cert] : {};
  const hasBranches = Object.keys(branches).length > 0;
  const namesBranch = value.cert === 'other' || value.branch === 'other';

  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend={legend}
        options={optionsOf(TECH_CERTS, lang)}
        value={value.cert}
        onChange={(cert) => onChange({ cert })}
        error={errorText(errors?.cert ?? (errors?.message ? errors : undefined))}
      />
      {hasBranches && (
        <ChoiceGroup
          legend={t('fields.branch')}
          options={optionsOf(branches, lang).map((o) => ({ ...o, value: String(o.value) }))}
          value={value.branch}
          onChange={(branch) => onChange({ ...value, branch, branch_other: undefined })}
          error={errorText(errors?.branch)}
        />
      )}
      {value.cert === 'other' && (
        <TextField
          label={t('fields.certOther')}
          value={value.cert_other ?? ''}
          onChange={(event) => onChange({ ...value, cert_other: event.target.value })}
          error={errorText(errors?.cert_other)}
        />
      )}
      {namesBranch && (
        <TextField
          label={t('fields.branchOther')}
          value={value.branch_other ?? ''}
          onChange={(event) =>
            onChange({ ...value, branch_other: blankToUndefined(event.target.value) })
          }
          error={errorText(errors?.branch_other)}
        />
      )}
    </div>
  );
}
