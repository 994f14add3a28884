import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../../../components/lazy-screen';
import { Dialog } from '../../../components/ui/dialog';
import { PageLoader } from '../../../components/ui/loader';
import type { Category } from '../../../lib/api/job-categories';
import type { User } from '../../../lib/api/user';
import { PROFILE_NS } from '../profile-i18n';
import type { EditableSection } from '../sections/section-form';

// The forms (zod schemas, the district and category lists) load on the first pencil tap.
const SectionForm = lazyScreen(() => import('../sections/section-form'), 'SectionForm');

type SectionModalProps = {
  section: EditableSection | null;
  user: User;
  categories: readonly Category[];
  onClose: () => void;
};

/** A pencil's modal: the section's form; it closes once saved (spec 000 §2.9). */
export function SectionModal({ section, user, categories, onClose }: SectionModalProps) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <Dialog
      open={section !== null}
      onOpenChange={(open) => !open && onClose()}
      title={section ? t(`sections.${section}`) : ''}
    >
      {section && (
        <Suspense fallback={<PageLoader />}>
          <SectionForm section={section} user={user} categories={categories} onSaved={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
