import { Link } from "wouter";

const PAGES = [
  { id: "family", href: "/admin/family", label: "Family Premium" },
  { id: "price-reports", href: "/admin/price-reports", label: "Price reports" },
  { id: "missing-products", href: "/admin/missing-products", label: "Missing products" },
] as const;

/** The admin pages, one link each (the header's Admin button opens the first). */
export function AdminNav({ current }: { current: (typeof PAGES)[number]["id"] }) {
  return (
    <nav aria-label="Admin pages" className="flex flex-wrap gap-2 text-sm">
      {PAGES.map((page) => (
        <Link
          key={page.id}
          href={page.href}
          aria-current={page.id === current ? "page" : undefined}
          className={`rounded-md px-3 py-1.5 font-medium ${
            page.id === current ? "bg-brand-700 text-white" : "border border-slate-300 text-slate-800 hover:bg-slate-50"
          }`}
        >
          {page.label}
        </Link>
      ))}
    </nav>
  );
}
