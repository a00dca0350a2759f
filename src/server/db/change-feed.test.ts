import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSessionCache } from "../features/auth/session-cache";
import type { UserRow } from "./schema/index";
import { AUTH_CHANNEL, createChangeFeed, type FeedConnector } from "./change-feed";

// The change feed behind the PostgreSQL session cache (decision 036), on a fake LISTEN connection
// and a fake clock: the cache is used only while the feed's own beats come back, and is emptied
// and bypassed from the moment a connection drops, a beat fails or one is overdue.

type FakeConnection = {
  channels: string[];
  beats: string[]; // payloads sent on the feed's beat channel, not yet delivered
  open: boolean;
  deliver(channel: string, payload: string): void;
  returnBeats(): void;
  drop(): void;
};

function fakeServer() {
  const connections: FakeConnection[] = [];
  let failNext = false;
  const connect: FeedConnector = async (channels, handlers) => {
    if (failNext) throw new Error("connection refused");
    const connection: FakeConnection = {
      channels,
      beats: [],
      open: true,
      deliver: (channel, payload) => connection.open && handlers.notify(channel, payload),
      returnBeats: () => connection.beats.splice(0).forEach((beat) => connection.deliver(channels[1]!, beat)),
      drop: () => {
        connection.open = false;
        handlers.closed();
      },
    };
    connections.push(connection);
    return {
      notify: async (channel, payload) => {
        if (!connection.open) throw new Error("closed");
        if (channel === channels[1]) connection.beats.push(payload);
        else connection.deliver(channel, payload);
      },
      close: async () => void (connection.open = false),
    };
  };
  return { connect, connections, refuse: (value: boolean) => (failNext = value), last: () => connections.at(-1)! };
}

const timing = { beatMs: 1000, leaseMs: 5000, retryMs: 2000 };
const session = { user: { id: "u1" } as UserRow, catalogVersion: 1, expiresAt: new Date(Date.now() + 864e5 * 30) };

/** A session cache on a feed, with one session stored as a lookup would. */
async function cacheOn(server: ReturnType<typeof fakeServer>) {
  const feed = createChangeFeed(server.connect, timing);
  const cache = createSessionCache();
  const stop = await feed.subscribe(cache);
  await vi.advanceTimersByTimeAsync(0); // the connection opens and sends its first beat
  const store = () => cache.set("token", session, cache.generation());
  return { feed, cache, stop, store, cached: () => cache.get("token") !== undefined };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("change feed", () => {
  it("is not trusted until its first beat comes back, then for the lease after each beat", async () => {
    const server = fakeServer();
    const { store, cached, stop } = await cacheOn(server);
    expect(server.last().channels[0]).toBe(AUTH_CHANNEL);
    store();
    expect(cached()).toBe(false); // listening, but no beat back yet
    server.last().returnBeats();
    store();
    expect(cached()).toBe(true);

    // Beats keep it trusted; one that does not come back leaves it trusted only until the lease ends.
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(1000);
      server.last().returnBeats();
    }
    expect(cached()).toBe(true);
    await vi.advanceTimersByTimeAsync(4000);
    expect(cached()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(cached()).toBe(false);
    await stop();
  });

  it("empties the cache on every change reported, and on this process's own writes", async () => {
    const server = fakeServer();
    const { feed, store, cached, stop } = await cacheOn(server);
    server.last().returnBeats();
    store();
    server.last().deliver(AUTH_CHANNEL, "users");
    expect(cached()).toBe(false);
    store();
    feed.localChange();
    expect(cached()).toBe(false);
    store();
    expect(cached()).toBe(true);
    await stop();
  });

  it("empties and bypasses the cache when the connection drops, and trusts a new one only after its own beat", async () => {
    const server = fakeServer();
    const { cache, store, cached, stop } = await cacheOn(server);
    const first = server.last();
    first.returnBeats();
    store();
    const lookupUnderWay = cache.generation();
    first.drop();
    expect(cached()).toBe(false);
    cache.set("token", session, lookupUnderWay);
    expect(cached()).toBe(false);

    await vi.advanceTimersByTimeAsync(2000); // retry
    expect(server.connections).toHaveLength(2);
    // A beat of the old connection, arriving late, proves nothing about the new one.
    first.open = true;
    first.deliver(first.channels[1]!, "1");
    store();
    expect(cached()).toBe(false);
    server.last().returnBeats();
    store();
    expect(cached()).toBe(true);
    await stop();
  });

  it("goes down when a beat is overdue for the lease, and keeps retrying a refused connection", async () => {
    const server = fakeServer();
    const { store, cached, stop } = await cacheOn(server);
    server.last().returnBeats();
    store();
    server.refuse(true);
    await vi.advanceTimersByTimeAsync(6000); // beats sent from 1 s on, none back: the one of 1 s is overdue at 6 s
    expect(server.connections).toHaveLength(1);
    expect(server.connections[0]!.open).toBe(false);
    expect(cached()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000); // the retry is refused
    expect(server.connections).toHaveLength(1);
    server.refuse(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.connections).toHaveLength(2);
    server.last().returnBeats();
    store();
    expect(cached()).toBe(true);
    await stop();
    expect(server.last().open).toBe(false);
  });

  it("lets a second watcher join a live feed, and closes the connection with the last", async () => {
    const server = fakeServer();
    const { feed, store, cached, stop } = await cacheOn(server);
    server.last().returnBeats();
    store();
    const second = createSessionCache();
    const stopSecond = await feed.subscribe(second);
    second.set("token", session, second.generation());
    expect(second.get("token")).toBeDefined();
    await stop();
    expect(server.last().open).toBe(true);
    expect(cached()).toBe(false); // no longer told of changes: emptied and bypassed
    await stopSecond();
    expect(server.last().open).toBe(false);
  });
});
