import { useState } from "react";

export function Avatar({ src, initials, label, size = "md" }: { src?: string | null; initials: string; label: string; size?: "sm" | "md" | "lg" }) {
  const [failed, setFailed] = useState(false);
  const dims = size === "sm" ? "size-8 text-xs" : size === "lg" ? "size-16 text-xl" : "size-10 text-sm";
  if (src && !failed) {
    return <img src={src} alt={label} className={`${dims} rounded-full object-cover`} onError={() => setFailed(true)} referrerPolicy="no-referrer" />;
  }
  return (
    <span role="img" aria-label={label} className={`${dims} inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}>
      {initials}
    </span>
  );
}
