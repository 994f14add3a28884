import type { EmployerRecord } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoader } from '../../../components/ui/loader';
import { useEmployer } from '../../../lib/api/employer';

/** The signed-in employer's record once loaded; a loader before, a retry when it failed. */
export function WithEmployer({ children }: { children: (record: EmployerRecord) => ReactNode }) {
  const employer = useEmployer();
  if (employer.isError) return <LoadFailed query={employer} />;
  return employer.data ? children(employer.data) : <PageLoader />;
}
