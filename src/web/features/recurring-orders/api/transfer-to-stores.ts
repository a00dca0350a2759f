import { useMutation } from "@tanstack/react-query";
import type { TransferToStoresResponse } from "../../../../domain/contracts/recurring-orders";
import { apiRequest } from "../../../lib/api-client";

/** Each chosen store's online shop, searching for the order's items. */
export const transferToStores = async ({ id, storeIds }: { id: number; storeIds: number[] }): Promise<TransferToStoresResponse> =>
  (await (
    await apiRequest("POST", `/api/recurring-orders/${id}/transfer-to-stores`, { storeIds })
  ).json()) as TransferToStoresResponse;

export const useTransferToStores = () => useMutation({ mutationFn: transferToStores });
