import type { HTMLAttributes, ReactNode } from "react";

export function Card({ className = "", ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`} {...props} />;
}

export function CardHeader({
  title,
  description,
  action,
  id,
  level = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  id?: string;
  /** 1 when the card is the page's only content and its title the page's heading. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 px-3 py-4 sm:px-5">
      <div className="min-w-0">
        <Heading id={id} className="text-lg font-semibold">
          {title}
        </Heading>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {action}
    </div>
  );
}

export function CardBody({ className = "", ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`px-3 py-4 sm:px-5 ${className}`} {...props} />;
}
