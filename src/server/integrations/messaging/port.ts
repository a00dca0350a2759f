/** One message as a transport delivers it (read from the outbox). */
export type OutgoingMessage = {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  replyTo: string | null;
};

/** Delivers one channel's messages; throws when the service refuses or cannot be reached (the outbox retries). */
export type MessageTransport = {
  /** Recorded on the outbox row: "twilio", "smtp" or "local". */
  name: string;
  send(message: OutgoingMessage): Promise<{ providerMessageId?: string | undefined }>;
};

export type MessageTransports = { sms: MessageTransport; email: MessageTransport };
