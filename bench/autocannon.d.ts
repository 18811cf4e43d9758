// autocannon ships no types; this covers the part of its programmatic API the benchmark uses.
declare module 'autocannon' {
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    [key: string]: unknown;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Total requests to send; overrides duration. */
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (request: RawRequest, context: object) => RawRequest;
      /** The body is '' when collection is off (see bench/throughput.ts). */
      onResponse?: (status: number, body: string, context: object, headers: Record<string, string>) => void;
    }[];
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

// The client's per-response queue: the benchmark turns off its body collection (see bench/throughput.ts).
declare module 'autocannon/lib/pipelinedRequestsQueue.js' {
  class PipelinedRequestsQueue {
    /** The oldest request still waiting for its answer; headers are the parser's (statusCode) once they came. */
    peek(): { body: string; headers: { statusCode?: number } } | undefined;
    addBody(data: Buffer): void;
  }
  export default PipelinedRequestsQueue;
}
