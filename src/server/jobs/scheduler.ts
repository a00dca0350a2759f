/**
 * The in-process scheduler: every job runs once shortly after start and then every interval, one run
 * at a time. Jobs claim their work in the database (FOR UPDATE SKIP LOCKED), so any number of app
 * instances can each run a scheduler, and the one-shot CLI (`npm run jobs:run-due`) can run the same
 * jobs at a given instant.
 */

export type JobReport = { processed: number; note?: string };

export type Job = {
  name: string;
  /** Does the work due at `now`; resolves to what it did. */
  runDue(now: Date): Promise<JobReport>;
};

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** Runs each job once at `now`, in order; a failing job is reported and does not stop the others. */
export async function runJobsOnce(
  jobs: readonly Job[],
  now: Date,
  log: Log,
): Promise<Record<string, JobReport | { error: string }>> {
  const results: Record<string, JobReport | { error: string }> = {};
  for (const job of jobs) {
    try {
      results[job.name] = await job.runDue(now);
      if (results[job.name] && (results[job.name] as JobReport).processed > 0)
        log.info({ job: job.name, ...results[job.name] }, "job ran");
    } catch (error) {
      results[job.name] = { error: (error as Error).message };
      log.error({ job: job.name, err: error }, "job failed");
    }
  }
  return results;
}

export type SchedulerOptions = {
  jobs: readonly Job[];
  intervalSeconds: number;
  log: Log;
  now?: () => Date;
  firstRunDelayMs?: number;
};

/** Starts the loop; `stop()` waits for a run under way and schedules no more. */
export function startScheduler({ jobs, intervalSeconds, log, now = () => new Date(), firstRunDelayMs = 1000 }: SchedulerOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = runJobsOnce(jobs, now(), log).finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalSeconds * 1000);
    });
  };
  timer = setTimeout(tick, firstRunDelayMs);

  return {
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof startScheduler>;
