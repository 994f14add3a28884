import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { APPLICANTS_NS } from './applicants-i18n';

type BackDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onLater: () => void;
  onYes: () => void;
};

/**
 * spec 001 §4: leaving an Applied or Rejected applicant asks "Do you want to shortlist the
 * applicant?"; Decide Later goes back, Yes shortlists and goes back. Closing it stays here.
 */
export function BackDialog({ open, onOpenChange, busy, onLater, onYes }: BackDialogProps) {
  const { t } = useTranslation(APPLICANTS_NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('backDialog.title')}>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <Button variant="secondary" disabled={busy} onClick={onLater}>
          {t('backDialog.later')}
        </Button>
        <Button busy={busy} onClick={onYes}>
          {t('backDialog.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
