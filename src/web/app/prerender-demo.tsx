import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { userQueryKey } from "../features/auth/api/get-user";
import { queryClient } from "../lib/query-client";
import { App } from "./app";
import { ADVERTISING_EMAIL_PLACEHOLDER } from "./visitor-page";

/**
 * The app at /demo as a visitor's first view, rendered at build time into demo.html's #root (decision 038): the header,
 * the demo's introduction with its workspace still loading, and the footer. main.tsx hydrates it, with the same state:
 * no one signed in (the server sends demo.html only to a request without a session cookie).
 */
export async function renderDemoPage(): Promise<string> {
  queryClient.setQueryData(userQueryKey, null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath="/demo">
        <App advertisingEmail={ADVERTISING_EMAIL_PLACEHOLDER} />
      </Router>
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  queryClient.clear();
  return html;
}
