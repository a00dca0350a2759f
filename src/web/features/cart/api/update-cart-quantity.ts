import { useEntryChange } from "./change-cart-entry";

/** A quantity step: shown at once (quick clicks build on it), priced by the server's answer (decision 087). */
export const useUpdateCartQuantity = () => useEntryChange("quantity");
