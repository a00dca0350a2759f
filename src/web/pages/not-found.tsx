import { Link } from "wouter";
import { buttonClass } from "../components/ui/button";

export default function NotFoundPage() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you asked for does not exist. It may have moved, or the link may be mistyped.</p>
      <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
        Go Home
      </Link>
    </div>
  );
}
