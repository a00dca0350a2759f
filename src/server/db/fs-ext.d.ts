// The part of fs-ext (a native addon without its own types) that the data-directory lock uses.
declare module "fs-ext" {
  /** flock(2) on an open file: "ex" exclusive, "sh" shared, "un" unlock; "nb" fails with EAGAIN instead of waiting. */
  export function flockSync(fd: number, flags: "ex" | "exnb" | "sh" | "shnb" | "un"): void;
}
