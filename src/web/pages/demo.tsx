import { useQueryClient } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from "react";
import { Spinner } from "../components/ui/spinner";
import { GetStartedPanel, SaveProgressLink } from "../features/demo/components/sign-in-prompt";
import type { DemoGeocoder } from "../features/demo/hooks/use-demo-location";

// The introduction paints first; the interactive part (Radix slider and checkbox, sample data,
// comparison rules) arrives in its own chunk, requested only once the introduction is on screen,
// so the largest paint never waits for it.
const DemoWorkspace = lazy(() =>
  import("../features/demo/components/demo-workspace").then((module) => ({ default: module.DemoWorkspace })),
);

const workspaceFallback = <Spinner label="Loading the demo" className="min-h-screen items-start pt-16" />;

/** The anonymous demo (spec §2): everything runs in the browser on the sample data; only place lookups reach the server. */
export default function DemoPage() {
  const queryClient = useQueryClient();
  const geocoder = useMemo<DemoGeocoder>(
    () => ({
      // Loaded on first use: most visitors never change the sample location.
      forward: async (query) =>
        queryClient.fetchQuery((await import("../features/location/api/geocode-address")).geocodeQueryOptions(query)),
      reverse: async (lat, lng) =>
        queryClient.fetchQuery((await import("../features/location/api/reverse-geocode")).reverseGeocodeQueryOptions(lat, lng)),
    }),
    [queryClient],
  );

  const [introShown, setIntroShown] = useState(false);
  useEffect(() => {
    // Two frames: the introduction has been painted before the workspace is requested. A transition: the workspace is
    // drawn in slices that leave the page responsive, not in one long task.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => startTransition(() => setIntroShown(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const previous = document.title;
    document.title = "Demo: compare a sample cart · PennyCart";
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-7xl gap-6 px-3 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <FlaskConical className="size-4" aria-hidden />
            Demo with sample data
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Try PennyCart on a sample cart</h1>
          <p className="mt-2 text-slate-700">
            Five sample stores around Pittsburgh and about fifty everyday items, priced here in your browser. Pick stores, fill a
            cart and see where it costs least. Nothing is saved.
          </p>
        </div>
        <SaveProgressLink />
      </div>

      {/* This reserved space is a screen tall, so the footer does not jump when the demo arrives. */}
      <Suspense fallback={workspaceFallback}>{introShown ? <DemoWorkspace geocoder={geocoder} /> : workspaceFallback}</Suspense>

      <GetStartedPanel />
    </div>
  );
}
