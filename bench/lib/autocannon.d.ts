// The part of autocannon's API the benchmarks use (the package ships no types).

declare module "autocannon" {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }

  export interface Result {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes per second. */
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers with a 2xx status. */
    "2xx": number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;

  export default autocannon;
}
