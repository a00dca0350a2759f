// Component tests (jsdom): Testing Library's findBy and waitFor give up after 1 s by default, which a render that
// waits on a stubbed fetch can pass when both cores are busy (seen: /admin/family's list under a load average of 24).
// The ceiling is raised for every component test; a test still passes as soon as what it waits for is on screen.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
