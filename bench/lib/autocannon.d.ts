// The little of autocannon that load.mjs uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (Partial<Request> & { setupRequest?: (req: Request) => Request })[];
  };
  export default function autocannon(options: Options): EventEmitter;
}
