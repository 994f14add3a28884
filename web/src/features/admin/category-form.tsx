import { zodResolver } from '@hookform/resolvers/zod';
import { CategoryBody } from '@kaamkaj/domain';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { CloseIcon } from '../../components/ui/icons';
import { Switch } from '../../components/ui/switch';
import { serverErrorText } from '../../lib/forms/server-error';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { notify } from '../../lib/toast';
import { ADMIN_NS } from './admin-i18n';
import { useSaveCategory } from './api/save-category';
import type { AdminCategory } from './api/types';

type CategoryInput = z.input<typeof CategoryBody>;

const MAX_SKILLS = 20; // domain CategoryBody

function defaultsOf(category: AdminCategory | null): CategoryInput {
  if (!category)
    return { name_en: '', name_hi: '', icon: '', is_active: true, skills: [{ en: '', hi: '' }] };
  return {
    name_en: category.name_en,
    name_hi: category.name_hi,
    icon: category.icon,
    is_active: category.is_active,
    skills: category.skills.map(({ id, en, hi }) => ({ id, en, hi })),
  };
}

type CategoryDialogProps = { category: AdminCategory | null; open: boolean; onClose: () => void };

/** Adds or edits a job category (CategoryBody): both names, the emoji icon, skills in both languages. */
export function CategoryDialog({ category, open, onClose }: CategoryDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={category ? t('categories.editTitle', { name: category.name_en }) : t('categories.add')}
    >
      {open && <CategoryForm key={category?._id ?? 'new'} category={category} onClose={onClose} />}
    </Dialog>
  );
}

function CategoryForm({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const save = useSaveCategory();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CategoryInput, unknown, CategoryBody>({
    resolver: zodResolver(CategoryBody),
    defaultValues: defaultsOf(category),
  });
  // keyName: a skill has its own `id` (kept on edit), which must not be replaced by the row key
  const skills = useFieldArray({ control: form.control, name: 'skills', keyName: 'key' });
  const errors = form.formState.errors;
  const skillsError = errors.skills?.message ? errors.skills : errors.skills?.root;

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: category?._id ?? null, body });
      void notify.success(t('categories.saved'));
      onClose();
    } catch (error) {
      setServerError(serverErrorText(error, form.setError));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        {...form.register('name_en')}
        label={t('categories.nameEn')}
        error={errorText(errors.name_en)}
      />
      <TextField
        {...form.register('name_hi')}
        label={t('categories.nameHi')}
        lang="hi"
        error={errorText(errors.name_hi)}
      />
      <TextField
        {...form.register('icon')}
        label={t('categories.icon')}
        hint={t('categories.iconHint')}
        className="text-2xl"
        error={errorText(errors.icon)}
      />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label={t('categories.isActive')}
            checked={field.value ?? true}
            onChange={field.onChange}
          />
        )}
      />
      <fieldset
        className="space-y-3"
        aria-describedby={skillsError ? 'category-skills-error' : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-slate-700">
          {t('categories.skills')}
        </legend>
        {skills.fields.map((skill, index) => {
          const n = index + 1;
          const rowErrors = errors.skills?.[index];
          return (
            <div key={skill.key} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-700">
                  {t('categories.skillN', { n })}
                  {skill.id && (
                    <span className="ml-2 font-mono text-xs font-normal text-slate-500">
                      {skill.id}
                    </span>
                  )}
                </p>
                <button
                  type="button"
                  className="-m-2 inline-flex size-12 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200"
                  aria-label={t('categories.removeSkill', { n })}
                  onClick={() => skills.remove(index)}
                >
                  <CloseIcon className="size-5" />
                </button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  {...form.register(`skills.${index}.en`)}
                  label={t('categories.skillEn', { n })}
                  error={errorText(rowErrors?.en)}
                />
                <TextField
                  {...form.register(`skills.${index}.hi`)}
                  label={t('categories.skillHi', { n })}
                  lang="hi"
                  error={errorText(rowErrors?.hi)}
                />
              </div>
            </div>
          );
        })}
        {skillsError && (
          <p id="category-skills-error" className="text-sm font-medium text-red-700">
            {errorText(skillsError)}
          </p>
        )}
        <Button
          variant="secondary"
          block
          disabled={skills.fields.length >= MAX_SKILLS}
          onClick={() => skills.append({ en: '', hi: '' })}
        >
          {t('categories.addSkill')}
        </Button>
      </fieldset>
      <ErrorAlert>{serverError}</ErrorAlert>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('decision.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('categories.save')}
        </Button>
      </div>
    </form>
  );
}
