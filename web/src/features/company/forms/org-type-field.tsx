import { label, ORGANIZATION_TYPE, type OrganizationType } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import {
  LazyConfirmDialog,
  useConfirmDialogAhead,
} from '../../../components/ui/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { useLanguage } from '../../../lib/i18n';
import { COMPANY_NS } from '../company-i18n';

// The table also has 'client' (spec 001 §3); an employer chooses one of these two (§5).
const ORG_TYPES: readonly OrganizationType[] = ['company', 'consultancy'];

type OrgTypeFieldProps = {
  value: OrganizationType | undefined;
  onChange: (value: OrganizationType) => void;
  error?: string | undefined;
  /** Why the type cannot change now (verification under way or approved), if it cannot. */
  lockedNote?: string | undefined;
};

/**
 * Company or consultancy. spec 001 §4: once set, the type changes only after the employer
 * confirms it (verification documents follow the type).
 */
export function OrgTypeField({ value, onChange, error, lockedNote }: OrgTypeFieldProps) {
  const { t } = useTranslation(COMPANY_NS);
  const lang = useLanguage();
  const [pending, setPending] = useState<OrganizationType | null>(null);
  // the question's dialog (Radix) once the form shows, not with it (issue 16 item 1)
  useConfirmDialogAhead();
  const options = ORG_TYPES.map((code) => ({
    value: code,
    label: label(ORGANIZATION_TYPE, code, lang),
  }));
  return (
    <div className="space-y-1.5">
      <ChoiceGroup
        legend={t('fields.orgType')}
        options={options}
        value={value}
        onChange={(next) => (value && next !== value ? setPending(next) : onChange(next))}
        error={error}
        disabled={Boolean(lockedNote)}
      />
      {lockedNote && <p className="text-sm text-slate-500">{lockedNote}</p>}
      <LazyDialog
        open={pending !== null}
        component={LazyConfirmDialog}
        onUnavailable={() => setPending(null)}
        props={{
          open: pending !== null,
          onOpenChange: (open: boolean) => !open && setPending(null),
          title: t('orgChange.title'),
          message: t('orgChange.body', {
            from: label(ORGANIZATION_TYPE, value, lang),
            to: label(ORGANIZATION_TYPE, pending, lang),
          }),
          confirmLabel: t('orgChange.confirm'),
          cancelLabel: t('orgChange.cancel'),
          onConfirm: () => {
            if (pending) onChange(pending);
            setPending(null);
          },
        }}
      />
    </div>
  );
}
