import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { Toaster } from "../components/ui/toaster";
import { PageSpinner } from "../components/ui/spinner";
import { TooltipProvider } from "../components/ui/tooltip";
import { queryClient } from "../lib/query-client";
import { Footer } from "./layout/footer";
import { Header } from "./layout/header";
import { AppRoutes } from "./routes";

function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Layout>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </Layout>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
