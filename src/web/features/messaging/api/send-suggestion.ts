import { useMutation } from "@tanstack/react-query";
import type { SendSuggestionInput } from "../../../../domain/contracts/messaging";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/send-suggestion (Premium or family). */
export const useSendSuggestion = () =>
  useMutation({
    mutationFn: async (input: SendSuggestionInput) => (await apiRequest("POST", "/api/send-suggestion", input)).json(),
  });
