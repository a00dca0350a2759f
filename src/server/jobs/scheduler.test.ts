import { afterEach, describe, expect, it, vi } from "vitest";
import { runJobsOnce, startScheduler, type Job } from "./scheduler";

const quiet = { info: () => {}, error: () => {} };

afterEach(() => vi.useRealTimers());

describe("scheduler", () => {
  it("runs every job after the first delay and then every interval, never two runs at once", async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    let finish: () => void = () => {};
    const slow: Job = {
      name: "slow",
      runDue: () => {
        starts.push(Date.now());
        return new Promise((resolve) => (finish = () => resolve({ processed: 1 })));
      },
    };
    const scheduler = startScheduler({ jobs: [slow], intervalSeconds: 60, log: quiet, firstRunDelayMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(starts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toHaveLength(1);
    // Still running after several intervals: no second run starts.
    await vi.advanceTimersByTimeAsync(180_000);
    expect(starts).toHaveLength(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toHaveLength(2);
    finish();
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(starts).toHaveLength(2);
  });

  it("hands each job the same instant and keeps going when one fails", async () => {
    const seen: Date[] = [];
    const jobs: Job[] = [
      { name: "broken", runDue: async () => Promise.reject(new Error("provider down")) },
      { name: "fine", runDue: async (now) => (seen.push(now), { processed: 2 }) },
    ];
    const errors: object[] = [];
    const now = new Date("2026-12-01T08:00:00Z");
    const results = await runJobsOnce(jobs, now, { info: () => {}, error: (obj) => errors.push(obj) });
    expect(results).toEqual({ broken: { error: "provider down" }, fine: { processed: 2 } });
    expect(seen).toEqual([now]);
    expect(errors).toHaveLength(1);
  });
});
