// autocannon ships no types: this declares the part of its API the benches use.
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Request extends RequestParams {
    setupRequest?: (req: RequestParams) => RequestParams;
    onResponse?: (status: number, body: string) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Requests a second over all connections (bench:insights' steady load). */
    overallRate?: number;
    requests?: Request[];
  }
  export interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    throughput: { average: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
