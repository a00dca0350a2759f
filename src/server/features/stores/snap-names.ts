/** How USDA SNAP retailer text becomes PennyCart store text; shared by the seed derivation and the store import. */

// SNAP spells some municipalities differently from their own usage.
const CITY_SPELLINGS: Record<string, string> = { "Mc Kees Rocks": "McKees Rocks" };

function titleWord(word: string): string {
  const lower = word.toLowerCase();
  if (/^mc[a-z]{2,}/.test(lower)) return `Mc${lower.charAt(2).toUpperCase()}${lower.slice(3)}`;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function titleCase(text: string): string {
  return text.split(/\s+/).map(titleWord).join(" ");
}

/** SNAP mixes shouting and normal case; only all-caps text is recased, so "McKnight" or "56th" survive. */
export function tidyCase(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return /[a-z]/.test(clean) ? clean : titleCase(clean);
}

export function tidyCity(city: string): string {
  const cased = titleCase(city.replace(/\s+/g, " ").trim());
  return CITY_SPELLINGS[cased] ?? cased;
}

export function tidyAddress(line1: string, line2: string): string {
  const street = tidyCase(line1);
  if (!line2) return street;
  return `${street}, ${/^\d+$/.test(line2) ? `#${line2}` : tidyCase(line2)}`;
}

export function streetName(line1: string): string {
  return tidyCase(line1).replace(/^\d+[A-Za-z]?\s+/, "");
}
