import type { EmployerJob } from '@kaamkaj/domain';
import { Dialog } from '../../../components/ui/dialog';
import type { Category } from '../../../lib/api/job-categories';
import { JobDetailsList } from './job-details-list';

type JobDetailsDialogProps = {
  job: EmployerJob | null;
  categories: readonly Category[];
  place: (district: string) => string;
  onClose: () => void;
};

/** 'view job details' (spec 001 §2): every field of the job, labelled in the language. */
export function JobDetailsDialog({ job, categories, place, onClose }: JobDetailsDialogProps) {
  if (!job) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={job.job_title}>
      <JobDetailsList job={job} categories={categories} place={place} />
    </Dialog>
  );
}
