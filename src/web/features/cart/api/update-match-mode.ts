import { useEntryChange } from "./change-cart-entry";

/** "This brand" or "any brand" for one entry (decision 011): the choice shows at once, its prices come with the answer (decision 087). */
export const useUpdateMatchMode = () => useEntryChange("matchMode");
