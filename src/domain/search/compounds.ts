/**
 * Names whose words together mean a product none of them means alone: Root Beer is not beer, Hot Dogs
 * are not dogs, Banana Boat sunscreen is not bananas. A word of a compound in an item's name or brand
 * matches a query only when the query has the whole compound ("root beer", "hot dog buns"); `misleading`
 * lists the words this applies to when the others do name the product (Milk Chocolate is chocolate, but
 * not milk). Each phrase is spelt as search reads text (lower case, words); plurals match their singular.
 */
export type Compound = { phrase: string; misleading?: readonly string[] };

export const COMPOUNDS: readonly Compound[] = [
  { phrase: "root beer" },
  { phrase: "ginger beer" },
  { phrase: "birch beer" },
  { phrase: "ginger ale" },
  { phrase: "beer battered" },
  { phrase: "hot dog" },
  { phrase: "corn dog" },
  { phrase: "hot pocket" },
  { phrase: "angel food" },
  { phrase: "banana boat" },
  { phrase: "arm hammer", misleading: ["hammer"] },
  { phrase: "milk chocolate", misleading: ["milk"] },
  { phrase: "milk duds", misleading: ["milk"] },
  { phrase: "peanut butter", misleading: ["butter"] },
  { phrase: "chicken of the sea", misleading: ["chicken"] },
  { phrase: "cream of wheat", misleading: ["cream"] },
];
