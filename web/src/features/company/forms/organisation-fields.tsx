import {
  type EmployerProfileBody,
  type EmployerRecord,
  HIRING_FOR,
  INDUSTRY,
} from '@kaamkaj/domain';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DistrictPicker } from '../../../components/district-picker/district-picker';
import { CodeChoiceField, optionsOf } from '../../../components/forms/options';
import { TextArea, TextField } from '../../../components/ui/field';
import { MobileField } from '../../../components/ui/mobile-field';
import { SelectField } from '../../../components/ui/select-field';
import { useLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { COMPANY_NS } from '../company-i18n';
import { LOCKED_INPUT } from './card';
import { OrgTypeField } from './org-type-field';

/** The organisation part shared by /companydetail and /recruiterEdit (spec 001 §3 "Employer"). */
export type OrgFields = Pick<
  z.input<typeof EmployerProfileBody>,
  | 'hiring_for'
  | 'organization_type'
  | 'company_name'
  | 'address'
  | 'pincode'
  | 'about_company'
  | 'industry'
  | 'district'
  | 'contact_person_name'
  | 'contact_person_number'
>;

/** The form's starting values from the stored record ('' or undefined where it holds none). */
export function orgDefaults(record: EmployerRecord): Partial<OrgFields> {
  return {
    hiring_for: record.hiring_for ?? undefined,
    organization_type: record.organization_type ?? undefined,
    company_name: record.company_name ?? '',
    address: record.address ?? '',
    pincode: record.pincode ?? '',
    about_company: record.about_company ?? '',
    industry: (record.industry ?? undefined) as OrgFields['industry'],
    district: record.district ?? '',
    contact_person_name: record.contact_person_name ?? '',
    contact_person_number: record.contact_person_number ?? '',
  };
}

export const ABOUT_MAX = 500; // spec 001 §5 "About company: max 500 with a remaining counter"

type OrganisationFieldsProps<T extends FieldValues & OrgFields> = {
  form: UseFormReturn<T, unknown, unknown>;
  /** The stored company name: shown read only (spec 001 §2, §6). */
  lockedCompanyName?: string | null | undefined;
  /** Set when the organisation type may not change now. */
  orgTypeLockedNote?: string | undefined;
};

export function OrganisationFields<T extends FieldValues & OrgFields>(
  props: OrganisationFieldsProps<T>,
) {
  // Both forms hold these fields; react-hook-form's path types cannot see it through T.
  const form = props.form as unknown as UseFormReturn<OrgFields>;
  const { t } = useTranslation(COMPANY_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const { errors } = form.formState;
  const { control } = form;
  const about = form.watch('about_company') ?? '';
  return (
    <>
      <CodeChoiceField
        control={control}
        name="hiring_for"
        table={HIRING_FOR}
        legend={t('fields.hiringFor')}
      />
      <Controller
        control={control}
        name="organization_type"
        render={({ field }) => (
          <OrgTypeField
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.organization_type)}
            lockedNote={props.orgTypeLockedNote}
          />
        )}
      />
      {props.lockedCompanyName ? (
        <TextField
          label={t('fields.companyName')}
          value={props.lockedCompanyName}
          disabled
          className={LOCKED_INPUT}
          hint={t('fields.companyLocked')}
        />
      ) : (
        <TextField
          {...form.register('company_name')}
          label={t('fields.companyName')}
          placeholder={t('fields.companyNamePlaceholder')}
          autoComplete="organization"
          maxLength={50}
          error={errorText(errors.company_name)}
        />
      )}
      <Controller
        control={control}
        name="industry"
        render={({ field }) => (
          <SelectField
            label={t('fields.industry')}
            placeholder={t('fields.industryPlaceholder')}
            options={optionsOf(INDUSTRY, lang)}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || undefined)}
            onBlur={field.onBlur}
            error={errorText(errors.industry)}
          />
        )}
      />
      <TextField
        {...form.register('address')}
        label={t('fields.address')}
        placeholder={t('fields.addressPlaceholder')}
        autoComplete="street-address"
        maxLength={100}
        error={errorText(errors.address)}
      />
      <Controller
        control={control}
        name="district"
        render={({ field }) => (
          <DistrictPicker
            label={t('fields.district')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.district)}
          />
        )}
      />
      <TextField
        {...form.register('pincode')}
        label={t('fields.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errorText(errors.pincode)}
      />
      <div className="space-y-1">
        <TextArea
          {...form.register('about_company')}
          label={t('fields.about')}
          placeholder={t('fields.aboutPlaceholder')}
          maxLength={ABOUT_MAX}
          rows={4}
          error={errorText(errors.about_company)}
        />
        <p className="text-right text-xs text-slate-500">
          {t('fields.charsLeft', { count: Math.max(0, ABOUT_MAX - about.length) })}
        </p>
      </div>
      <TextField
        {...form.register('contact_person_name')}
        label={t('fields.contactPerson')}
        autoComplete="off"
        maxLength={30}
        error={errorText(errors.contact_person_name)}
      />
      <MobileField
        {...form.register('contact_person_number')}
        label={t('fields.contactNumber')}
        autoComplete="off"
        error={errorText(errors.contact_person_number)}
      />
    </>
  );
}
