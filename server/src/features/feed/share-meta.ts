import { districtLabel, rupees, salaryLabel } from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { files, jobs } from '../../platform/db/schema';
import type { PagePreview } from '../../platform/link-preview';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The salary as the cards say it (domain salaryLabel), in rupees, for a preview. */
export function salaryText(from: number | null, to: number | null): string {
  const label = salaryLabel(from, to);
  switch (label.kind) {
    case 'range':
      return `₹${rupees(label.from)} - ₹${rupees(label.to)}/month`;
    case 'moreThan':
      return `More Than ₹${rupees(label.from)}/month`;
    case 'upto':
      return `Upto ₹${rupees(label.to)}/month`;
    default:
      return 'Salary Not Disclosed';
  }
}

/** Issue 5 item 6: the link preview of an Open job; null when the id is not a job or the job is not Open. */
export function sharePreviews(ctx: AppContext) {
  return async function sharedJobPreview(id: string): Promise<PagePreview | null> {
    if (!UUID.test(id)) return null;
    const [row] = await ctx.db
      .select({
        title: jobs.jobTitle,
        company: jobs.companyName,
        district: jobs.district,
        salaryFrom: jobs.salaryFrom,
        salaryTo: jobs.salaryTo,
        logoKey: files.objectKey,
      })
      .from(jobs)
      .leftJoin(files, eq(files.id, jobs.companyLogoFile))
      .where(and(eq(jobs.id, id), eq(jobs.status, 0)));
    if (!row) return null;
    return {
      title: `${row.title} · ${row.company}`,
      description: `${salaryText(row.salaryFrom, row.salaryTo)} · ${districtLabel(row.district, 'en')}`,
      image: row.logoKey ? ctx.storage.publicUrl(row.logoKey) : null,
    };
  };
}
