import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { PageSpinner } from "../components/ui/spinner";
import { PlainToasts } from "../components/ui/plain-toasts";
import { UpdatePrompt } from "../features/app-install/components/update-prompt";
import { afterLoad } from "../lib/after-load";
import { queryClient } from "../lib/query-client";
import { useToasts } from "../lib/toast";
import { Footer } from "./layout/footer";
import { Header } from "./layout/header";
import { PageFrame } from "./layout/page-frame";
import { refreshPlanOnPremiumRefusal } from "./plan-watch";
import { AppRoutes } from "./routes";

// Radix toast is in its own chunk, fetched once the page has loaded: no page pays for it on its first paint. A toast
// raised before it is in (the signed-out admin page's 'logged out', 500 ms before its redirect) is on screen at once
// all the same: the plain toast stands in. Fetched ahead rather than with the first toast, so a Radix toast does not
// mount seconds later above a tooltip the shopper opened since and take its Escape key.
const loadToaster = () => import("../components/ui/toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
if (typeof window !== "undefined") afterLoad(() => void loadToaster());
if (typeof window !== "undefined") refreshPlanOnPremiumRefusal(queryClient);

function Toasts() {
  const toasts = useToasts();
  return toasts.length > 0 ? (
    <Suspense fallback={<PlainToasts toasts={toasts} />}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** `advertisingEmail`: the one a server-rendered page carries, shown until the app config is in (decision 038). */
export function App({ advertisingEmail }: { advertisingEmail?: string | undefined }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageFrame header={<Header />} footer={<Footer advertisingEmail={advertisingEmail} />}>
        <Suspense fallback={<PageSpinner />}>
          <AppRoutes />
        </Suspense>
      </PageFrame>
      <Toasts />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
