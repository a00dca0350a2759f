import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateRecurringOrder, RecurringOrder } from "../../../../domain/contracts/recurring-orders";
import { apiRequest } from "../../../lib/api-client";
import { recurringOrdersQueryKey } from "./get-recurring-orders";

export const createRecurringOrder = async (input: CreateRecurringOrder): Promise<RecurringOrder> =>
  (await (await apiRequest("POST", "/api/recurring-orders", input)).json()) as RecurringOrder;

export function useCreateRecurringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recurringOrdersQueryKey }),
  });
}
