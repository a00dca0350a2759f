import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecurringOrder } from "../../../../domain/contracts/recurring-orders";

export const recurringOrdersQueryKey = ["/api/recurring-orders"] as const;
export const recurringOrdersQueryOptions = queryOptions<RecurringOrder[]>({ queryKey: recurringOrdersQueryKey });

/** Spec §6: the recurring-orders query runs only for users with Premium access. */
export const useRecurringOrders = (enabled: boolean) => useQuery({ ...recurringOrdersQueryOptions, enabled });
