import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { PageSpinner } from "../components/ui/spinner";
import { Toaster } from "../components/ui/toaster";
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

// Radix toast is part of the app shell: a toast shown just before a redirect (admin page, signed out) must be on
// screen at once, and loading it after the first paint lost that toast in the full journey run.
function Toasts() {
  return useToasts().length > 0 ? <Toaster /> : null;
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
