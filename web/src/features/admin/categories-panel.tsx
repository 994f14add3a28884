import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PencilIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { ADMIN_NS } from './admin-i18n';
import { useAdminCategories } from './api/list-categories';
import type { AdminCategory } from './api/types';
import { Badge, LIST_CARD } from './card';
import { ListState } from './list-state';

const CategoryDialog = lazyDialog(() =>
  import('./category-form').then((module) => ({ default: module.CategoryDialog })),
);

/** 'new' while adding; a category while editing it. */
type Editing = AdminCategory | 'new' | null;

/** The job categories seekers and employers pick from, with their skills. */
export function CategoriesPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const query = useAdminCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const categories = [...(query.data ?? [])].sort((a, b) => a.sort_order - b.sort_order);
  return (
    <>
      <Button block className="sm:w-auto" onClick={() => setEditing('new')}>
        {t('categories.add')}
      </Button>
      <ListState query={query} empty={categories.length === 0} emptyText={t('categories.empty')}>
        <ul className={LIST_CARD}>
          {categories.map((category) => (
            <li key={category._id} className="flex items-center gap-3 px-4 py-3">
              <span className="text-3xl leading-none" aria-hidden="true">
                {category.icon}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{category.name_en}</p>
                <p className="text-sm break-words text-slate-600">{category.name_hi}</p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <span className="text-xs text-slate-500">
                    {t('categories.skillCount', { n: category.skills.length })}
                  </span>
                  <Badge tone={category.is_active ? 'green' : 'slate'}>
                    {t(category.is_active ? 'categories.active' : 'categories.inactive')}
                  </Badge>
                </div>
              </div>
              <Button
                variant="ghost"
                className="min-h-12 px-3"
                aria-label={t('categories.editNamed', { name: category.name_en })}
                onClick={() => setEditing(category)}
              >
                <PencilIcon className="size-5" />
                <span className="hidden sm:inline">{t('categories.edit')}</span>
              </Button>
            </li>
          ))}
        </ul>
      </ListState>
      <LazyDialog
        open={editing !== null}
        component={CategoryDialog}
        onUnavailable={() => setEditing(null)}
        props={{
          category: editing === 'new' ? null : editing,
          open: editing !== null,
          onClose: () => setEditing(null),
        }}
      />
    </>
  );
}
