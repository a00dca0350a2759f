import { Download, Headphones, Heart, Repeat, type LucideIcon } from "lucide-react";

export const PREMIUM_PRICE = "$1.99/month";

/** The four Premium features named on the Subscribe screen and the Account screen (spec §2). */
export const PREMIUM_FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  { title: "Save Favorite Items", description: "Keep the items you buy often one tap away.", icon: Heart },
  { title: "Recurring Orders", description: "Refill your cart weekly or monthly.", icon: Repeat },
  { title: "Cart Export", description: "Copy, download or send your cart to store websites.", icon: Download },
  { title: "Priority Support", description: "Suggestions answered within 2-3 business days.", icon: Headphones },
];
