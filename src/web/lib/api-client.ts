import type { QueryFunction } from "@tanstack/react-query";

/** Turns a non-OK response into an Error whose message is "{status}: {response text or status text}". */
async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** The one way the web app calls the API: cookies always, JSON only when there is a body. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default GET loader: the query key joined is the URL; a 401 throws or yields null as configured. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The server's `{ message }` out of an apiRequest error ("400: {"message":"..."}"), for toasts. What a shopper
 * cannot read gets the fallback: a network failure (fetch's TypeError, "Failed to fetch") or a body that is not
 * the API's JSON (a proxy's 502 page).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || error instanceof TypeError) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return error.message || fallback;
  try {
    const parsed = JSON.parse(match[1]) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : fallback;
  } catch {
    return fallback;
  }
}
