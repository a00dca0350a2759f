import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecurringOrder } from "../../../../domain/contracts/recurring-orders";
import { apiRequest } from "../../../lib/api-client";
import { recurringOrdersQueryKey } from "./get-recurring-orders";

/** Pauses (isActive false) or resumes an order. */
export const setRecurringOrderActive = async ({ id, isActive }: { id: number; isActive: boolean }): Promise<RecurringOrder> =>
  (await (await apiRequest("PATCH", `/api/recurring-orders/${id}`, { isActive })).json()) as RecurringOrder;

export function useSetRecurringOrderActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRecurringOrderActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recurringOrdersQueryKey }),
  });
}
