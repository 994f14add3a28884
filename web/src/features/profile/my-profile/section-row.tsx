import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PencilIcon } from '../../../components/ui/icons';
import { PROFILE_NS } from '../profile-i18n';
import type { SectionKey } from './sections';

type SectionRowProps = {
  section: SectionKey;
  lines: readonly string[];
  /** Opens the section's form; undefined when the section has no pencil. */
  onEdit?: (() => void) | undefined;
  /** Empty and without a pencil here, but editable on the full edit page. */
  editPageId?: string | undefined;
  chips?: boolean;
  /** A short line under the value, saying where it comes from. */
  note?: string | undefined;
};

const ADD =
  'inline-flex min-h-12 min-w-12 items-center justify-center font-semibold text-primary underline-offset-2 hover:underline';

/** One section of My Profile: its title, its value or an "Add" prompt, and the pencil. */
export function SectionRow(props: SectionRowProps) {
  const { section, lines, onEdit, editPageId, chips = false, note } = props;
  const { t } = useTranslation(PROFILE_NS);
  const title = t(`sections.${section}`);
  const empty = lines.length === 0;
  return (
    <li className="flex items-start gap-2 px-4 py-3">
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-slate-500">{title}</h3>
        {empty ? (
          onEdit ? (
            <button
              type="button"
              onClick={onEdit}
              className={ADD}
              aria-label={t('profile.addSection', { section: title })}
            >
              + {t('profile.add')}
            </button>
          ) : editPageId ? (
            <Link to={`${PATHS.editProfile}?id=${editPageId}`} className={ADD}>
              + {t('profile.add')}
            </Link>
          ) : (
            <p className="py-1 text-slate-400">—</p>
          )
        ) : chips ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {lines.map((line) => (
              <li
                key={line}
                className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-dark"
              >
                {line}
              </li>
            ))}
          </ul>
        ) : (
          lines.map((line) => (
            <p key={line} className="mt-0.5 font-semibold break-words text-slate-900">
              {line}
            </p>
          ))
        )}
        {note && !empty && <p className="mt-0.5 text-sm text-slate-500">{note}</p>}
      </div>
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('profile.edit', { section: title })}
          className="-mr-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-primary hover:bg-primary-soft"
        >
          <PencilIcon className="size-5" />
        </button>
      )}
    </li>
  );
}
