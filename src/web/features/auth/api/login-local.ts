import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LocalLoginInput, User } from "../../../../domain/contracts/auth";
import { apiRequest } from "../../../lib/api-client";
import { userQueryKey } from "./get-user";

export const loginLocal = async (input: LocalLoginInput): Promise<User> =>
  ((await (await apiRequest("POST", "/api/login/local", input)).json()) as { user: User }).user;

export function useLoginLocal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginLocal,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
