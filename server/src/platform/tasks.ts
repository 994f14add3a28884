import type { Executor } from './db/client';
import { backgroundTasks } from './db/schema';
import { newId } from './ids';

// Work taken off the request path (background_tasks), run by features/notifications/worker.ts.
export const JOB_POST_FANOUT = 'job_post_fanout';

/**
 * Issue 6: JOB_POST goes to matching seekers when a job goes Open, written in batches off the
 * request path. Call it in the transaction that opens the jobs; the worker does the rest.
 */
export async function enqueueJobPostFanout(tx: Executor, jobIds: readonly string[]) {
  if (jobIds.length === 0) return;
  await tx.insert(backgroundTasks).values(
    // Due from this process's clock, the one the worker compares with (the database's now()
    // has microseconds, so a run in the same millisecond would find the task not yet due).
    jobIds.map((jobId) => ({
      id: newId(),
      kind: JOB_POST_FANOUT,
      payload: { job_id: jobId },
      runAfter: new Date(),
    })),
  );
}
