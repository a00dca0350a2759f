import { useMutation } from "@tanstack/react-query";
import type { SendSmsInput, SentSms } from "../../../../domain/contracts/messaging";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/send-sms: queues the text (Premium); errors carry the server's message. */
export const useSendSms = () =>
  useMutation({
    mutationFn: async (input: SendSmsInput) => (await apiRequest("POST", "/api/send-sms", input)).json() as Promise<SentSms>,
  });
