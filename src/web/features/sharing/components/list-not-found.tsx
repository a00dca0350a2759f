import type { ReactNode } from "react";
import { buttonClass } from "../../../components/ui/button";

export const GO_HOME_CLASS = buttonClass("primary", "md", "mt-6");
export const GO_HOME_TEXT = "Go Home";

/** Spec §2 Shared list screen, for an unknown or deleted list; `homeLink` is the app's router link or a plain one. */
export function ListNotFound({ homeLink }: { homeLink: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">List Not Found</h1>
      <p className="mt-3 text-slate-600">This shared list does not exist or is no longer available.</p>
      {homeLink}
    </div>
  );
}
