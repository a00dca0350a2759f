import type { MessageTransport } from "./port";

/**
 * No delivery service configured: the message stays in the outbox, marked sent by the local
 * transport, where developers read it (GET /api/dev/outbox, /dev/outbox).
 */
export const localTransport: MessageTransport = { name: "local", send: async () => ({}) };
