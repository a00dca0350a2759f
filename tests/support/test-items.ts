import type { Database } from "../../src/server/db/client";
import { groceryItems } from "../../src/server/db/schema/index";

/** `n` names made by `name(i)`, for catalogs of many items sharing words. */
export const range = (n: number, name: (i: number) => string) => Array.from({ length: n }, (_, i) => name(i));

/**
 * For search tests: adds pantry items by name in one statement (as an import does), keys `<keyPrefix>-<n>`, ids from the
 * sequence unless given; returns their ids in order.
 */
export function itemAdder(db: () => Database["db"], keyPrefix: string) {
  let made = 0;
  return async (names: readonly string[], brand = "Testbrand", ids?: readonly number[]): Promise<number[]> => {
    const rows = await db()
      .insert(groceryItems)
      .values(
        names.map((name, i) => ({
          ...(ids ? { id: ids[i]! } : {}),
          key: `${keyPrefix}-${++made}`,
          name,
          brand,
          category: "Pantry",
          unit: "1 ct",
          size: 1,
          sizeUnit: "ct",
        })),
      )
      .returning({ id: groceryItems.id });
    return rows.map((row) => row.id);
  };
}
