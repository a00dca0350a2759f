import { Link } from "wouter";
import { buttonClass } from "../components/ui/button";

/** Public view of a shared list; sharing arrives with the sharing feature, so every id is unknown for now. */
export default function SharedListPage(_props: { listId: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">List Not Found</h1>
      <p className="mt-3 text-slate-600">This shared list does not exist or is no longer available.</p>
      <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
        Go Home
      </Link>
    </div>
  );
}
