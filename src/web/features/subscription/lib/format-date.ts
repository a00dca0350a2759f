/** A subscription date as the shopper's browser writes dates (e.g. 12/27/2026); null when there is none. */
export const formatDate = (value: string | Date | null) => (value ? new Date(value).toLocaleDateString() : null);
