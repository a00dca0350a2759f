import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";

/** The machine's Redis, which the rate-limit tests reach through a proxy. */
export const REDIS = { host: "127.0.0.1", port: 6379 };

/**
 * A TCP proxy to Redis: closing it drops every connection through it, as a Redis going away would; `hang` keeps the
 * connections open but stops passing what clients send, as a Redis that stopped answering would.
 */
export function redisProxy() {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let hanging = false;
  return {
    get port() {
      return port;
    },
    async open() {
      hanging = false;
      server = createServer((client) => {
        const upstream = connect(REDIS);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => {});
          socket.on("close", () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.on("data", (chunk) => {
          if (!hanging) upstream.write(chunk);
        });
        upstream.pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    },
    hang() {
      hanging = true;
    },
    async close() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
