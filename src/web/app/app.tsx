import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { PageSpinner } from "../components/ui/spinner";
import { UpdatePrompt } from "../features/app-install/components/update-prompt";
import { queryClient } from "../lib/query-client";
import { useToasts } from "../lib/toast";
import { Footer } from "./layout/footer";
import { Header } from "./layout/header";
import { AppRoutes } from "./routes";

function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}

// Radix toast is off the first paint's path: it loads right after it, so a toast shown just before a
// redirect (admin page, signed out) is on screen at once.
const loadToaster = () => import("../components/ui/toaster").then((m) => ({ default: m.Toaster }));
const Toaster = lazy(loadToaster);

function Toasts() {
  const hasToasts = useToasts().length > 0;
  useEffect(() => {
    void loadToaster();
  }, []);
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Layout>
        <Suspense fallback={<PageSpinner />}>
          <AppRoutes />
        </Suspense>
      </Layout>
      <Toasts />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
