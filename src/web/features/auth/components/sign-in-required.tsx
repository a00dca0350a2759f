/** For a signed-out visitor on a page that needs an account: why, and a sign-in link that comes back to the page. */
export function SignInRequired({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-lg">{message}</h1>
      <a
        href={`/api/login?returnTo=${encodeURIComponent(returnTo)}`}
        className="mt-4 inline-block font-medium text-brand-800 underline"
      >
        Sign In
      </a>
    </div>
  );
}
