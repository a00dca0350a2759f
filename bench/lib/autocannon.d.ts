// The part of autocannon 9's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  type Stats = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Rewrites the request before it is sent; `context` is the connection's, reset at each pass over `requests`. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    /** A sequence each connection repeats in order. */
    requests?: Request[];
  };
  export type Result = {
    url: string;
    requests: Stats;
    latency: Stats & { p97_5: number };
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "2xx": number;
    "3xx": number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
