// The body check's parse, on a thread of its own (./parse-thread.ts starts it): Sätteri's parse is
// synchronous native code whose time grows with the square of some constructs, and on the server's
// thread it held every other request. Node runs this file as it is (type stripping), from the
// source checkout, so it and what it imports name their imports with `.ts`.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { parseBody, type ParsedBody } from './mdx-tree.ts';

/** A parse asked for, and its answer. */
export interface ParseJob {
  id: number;
  body: string;
}
export type ParseAnswer = { id: number; parsed: ParsedBody } | { ready: true };

const port = parentPort as MessagePort;

port.on('message', ({ id, body }: ParseJob) => {
  const parsed = parseBody(body);
  try {
    port.postMessage({ id, parsed } satisfies ParseAnswer);
  } catch {
    // A tree the thread cannot hand over is not one the check can pass.
    port.postMessage({ id, parsed: { kind: 'syntax', line: 1, column: 1, detail: 'unreadable tree' } } satisfies ParseAnswer);
  }
});
port.postMessage({ ready: true } satisfies ParseAnswer);
