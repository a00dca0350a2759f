import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { recurringOrdersQueryKey } from "./get-recurring-orders";

export const deleteRecurringOrder = async (id: number): Promise<void> => {
  await apiRequest("DELETE", `/api/recurring-orders/${id}`);
};

export function useDeleteRecurringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecurringOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recurringOrdersQueryKey }),
  });
}
