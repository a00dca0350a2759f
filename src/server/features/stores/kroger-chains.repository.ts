import { eq } from "drizzle-orm";
import { findKrogerBanner } from "../../../domain/stores/kroger-family";
import type { Db } from "../../db/client";
import { chains } from "../../db/schema/index";

/**
 * The chain of a Kroger-family banner, added the first time the store import meets one of its stores
 * (decision 019). It gets no estimate (the seed estimates its own chains only): its stores show a price
 * only once the Kroger API has read one for them.
 */
export async function addKrogerChain(db: Db, slug: string): Promise<{ id: number; slug: string; name: string }> {
  const banner = findKrogerBanner(slug);
  if (!banner) throw new RangeError(`not a Kroger-family chain: ${slug}`);
  // Stryker disable next-line ObjectLiteral: the slug is the chains' only unique column besides the generated id
  const onSlug = { target: chains.slug };
  await db
    .insert(chains)
    .values({
      slug: banner.slug,
      name: banner.name,
      color: banner.color,
      logo: banner.logo,
      websiteUrl: banner.websiteUrl,
      onlineShoppingUrl: banner.websiteUrl,
      searchUrlTemplate: `${banner.websiteUrl}/search?query={query}`,
      supportsOnlineOrdering: true,
      isBudget: banner.isBudget,
    })
    .onConflictDoNothing(onSlug);
  const [chain] = await db
    .select({ id: chains.id, slug: chains.slug, name: chains.name })
    .from(chains)
    .where(eq(chains.slug, slug));
  return chain!;
}
