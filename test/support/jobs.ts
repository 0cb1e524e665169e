import { JOB_KINDS, type JobHandler, type JobKind } from '../../server/domain/jobs/queue'

/** One handler for every kind of job: a runner that must take whatever is due, whatever its kind. */
export function everyKind(handler: JobHandler): Record<JobKind, JobHandler> {
  return Object.fromEntries(JOB_KINDS.map((kind) => [kind, handler])) as Record<JobKind, JobHandler>
}
