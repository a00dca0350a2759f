import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** The channel the triggers of migrations 0008 and 0023 notify on, whoever writes. */
export const AUTH_CHANNEL = "pennycart_auth";

/**
 * What a cache of session lookups hears from the database (decisions 007 and 036). It may answer
 * from memory only until the time `live` last named, on the performance.now() clock.
 */
export type AuthChangeWatcher = {
  /** Sessions, users or catalog_state changed (payload: the table, or "local" for this process's own write). */
  changed(payload: string): void;
  /** Every change committed before this beat was sent has been reported; trust the feed until `until`. */
  live(until: number): void;
  /** Changes may be missed from now on: empty the cache and stop using it until the next `live`. */
  down(): void;
};

/** One LISTEN connection, as createChangeFeed needs it (postgres.js below; a fake in tests). */
export type FeedConnection = {
  /** Sends a notification on one of the channels the connection listens on (it comes back to it). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};
export type FeedConnector = (
  channels: string[],
  handlers: { notify(channel: string, payload: string): void; closed(): void },
) => Promise<FeedConnection>;

export type FeedTiming = { beatMs: number; leaseMs: number; retryMs: number };
export const DEFAULT_FEED_TIMING: FeedTiming = { beatMs: 1000, leaseMs: 5000, retryMs: 1000 };

/**
 * Fans one LISTEN connection out to the watchers of this process. The feed counts as live only
 * while its own beats come back: a beat is a notification on a channel of this feed alone, sent
 * every beatMs through the LISTEN connection, and PostgreSQL delivers notifications to a listener
 * in commit order, so the beat sent at time s proves that every change committed before s has
 * been reported. Watchers may trust the feed until s + leaseMs. A closed connection, a failed
 * beat or one outstanding for leaseMs reports `down` and opens a new connection after retryMs.
 */
export function createChangeFeed(connect: FeedConnector, timing: FeedTiming = DEFAULT_FEED_TIMING) {
  const beatChannel = `pennycart_beat_${randomBytes(8).toString("hex")}`;
  const watchers = new Set<AuthChangeWatcher>();
  let connection: FeedConnection | undefined;
  let attempt = 0; // names the current connection; callbacks of an older one are ignored
  let liveUntil = 0;
  let beats = 0;
  const beatsSent = new Map<number, number>(); // beat number -> performance.now() when sent
  let beatTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const broadcastDown = () => {
    liveUntil = 0;
    for (const watcher of watchers) watcher.down();
  };

  function received(id: number, channel: string, payload: string): void {
    if (channel !== beatChannel) {
      // Any change, even one reported on a connection since replaced, only ever empties caches.
      for (const watcher of watchers) watcher.changed(payload);
      return;
    }
    const sentAt = beatsSent.get(Number(payload));
    if (id !== attempt || sentAt === undefined) return;
    for (const [n] of beatsSent) if (n <= Number(payload)) beatsSent.delete(n);
    liveUntil = Math.max(liveUntil, sentAt + timing.leaseMs);
    for (const watcher of watchers) watcher.live(liveUntil);
  }

  function beat(id: number): void {
    if (id !== attempt || !connection) return;
    const oldest = Math.min(...beatsSent.values());
    if (performance.now() - oldest >= timing.leaseMs) return lost(id); // a beat that never came back
    const n = ++beats;
    beatsSent.set(n, performance.now());
    connection.notify(beatChannel, String(n)).catch(() => lost(id));
  }

  async function open(): Promise<void> {
    const id = ++attempt;
    retryTimer = undefined;
    try {
      const opened = await connect([AUTH_CHANNEL, beatChannel], {
        notify: (channel, payload) => received(id, channel, payload),
        closed: () => lost(id),
      });
      if (id !== attempt) return void opened.close().catch(() => {});
      connection = opened;
      beat(id);
      beatTimer = setInterval(() => beat(id), timing.beatMs).unref();
    } catch {
      lost(id);
    }
  }

  function lost(id: number): void {
    if (id !== attempt) return;
    attempt++;
    clearInterval(beatTimer);
    beatsSent.clear();
    connection?.close().catch(() => {});
    connection = undefined;
    broadcastDown();
    if (watchers.size > 0 && !retryTimer) retryTimer = setTimeout(() => void open(), timing.retryMs).unref();
  }

  function stop(): Promise<void> | undefined {
    attempt++;
    clearInterval(beatTimer);
    clearTimeout(retryTimer);
    retryTimer = undefined;
    beatsSent.clear();
    liveUntil = 0;
    const closing = connection?.close();
    connection = undefined;
    return closing;
  }

  return {
    /** Starts the feed with the first watcher, stops it with the last. */
    async subscribe(watcher: AuthChangeWatcher): Promise<() => Promise<void>> {
      watchers.add(watcher);
      if (watchers.size === 1) void open();
      else if (liveUntil > performance.now()) watcher.live(liveUntil);
      return async () => {
        if (!watchers.delete(watcher)) return;
        watcher.down(); // told nothing from now on
        if (watchers.size > 0) return;
        await stop()?.catch(() => {});
      };
    },
    /** This process wrote (or may have written) to the database: reported at once, before any reply. */
    localChange(): void {
      for (const watcher of watchers) watcher.changed("local");
    },
    close: async () => {
      watchers.clear();
      await stop()?.catch(() => {});
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;

/** How the LISTEN connection names itself in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = "pennycart-listen";

/** A dedicated postgres.js connection that LISTENs on the channels; closed() when it drops. */
export function postgresConnector(url: string, prepare = true): FeedConnector {
  return async (channels, handlers) => {
    let closed = false;
    // onnotify is what postgres.js's own listen() uses; its types do not name it.
    const onnotify = (channel: string, payload: string) => handlers.notify(channel, payload);
    const client = postgres(url, {
      max: 1,
      max_lifetime: null, // no planned reconnects: each one would be a drop
      prepare,
      fetch_types: false,
      connection: { application_name: LISTEN_APPLICATION_NAME },
      onnotice: () => {},
      onclose: () => {
        if (!closed) handlers.closed();
        closed = true;
      },
      ...({ onnotify } as object),
    });
    const close = async () => {
      closed = true;
      await client.end({ timeout: 0 });
    };
    try {
      await client.unsafe(channels.map((channel) => `listen "${channel}"`).join("; "));
    } catch (error) {
      await close().catch(() => {});
      throw error;
    }
    return {
      // Never reconnect silently: a new connection would not be listening.
      notify: async (channel, payload) => {
        if (closed) throw new Error("the LISTEN connection is closed");
        await client`select pg_notify(${channel}, ${payload})`;
      },
      close,
    };
  };
}
