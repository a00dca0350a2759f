/** Text number n of a test, as queueMessage takes it: to +1412555(1000 + n), its body "Text n". */
export const sms = (n: number) => ({
  userId: null,
  kind: "sms",
  channel: "sms" as const,
  recipient: `+1412555${String(1000 + n)}`,
  subject: null,
  body: `Text ${n}`,
  replyTo: null,
});
