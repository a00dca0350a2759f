/** The environment for a child process a test starts (a CLI, the server): this one's, with `overrides` on top. */
export function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
