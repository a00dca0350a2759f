// The server configuration's type, for stryker/feature-run.ts (which takes its files to mutate from it).
declare const config: { mutate: string[] } & Record<string, unknown>;
export default config;
