export function Spinner({ label = "Loading", className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function PageSpinner() {
  return <Spinner className="min-h-screen" label="Loading page" />;
}
