// Parses article bodies on one worker thread (./parse-worker.ts), one body at a time, each within a
// time limit. Sätteri's parse is synchronous native code: on the server's thread a costly body held
// every other request (20,000 `&#x10FFFF;` took 9 s before src/markdown/size-guard.ts; the costliest
// body the guard lets through still takes up to ~1 s on a busy core). Here the server's thread only
// waits, and a parse past the limit ends with its thread: the next body gets a fresh one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { studioSiteRoot } from '../../../site-files/site-root';
import type { ParsedBody } from './mdx-tree';
import type { ParseAnswer, ParseJob } from './parse-worker';

/** How long one body's parse may take: about twice the costliest body the size guard lets through, on a busy core. */
export const PARSE_TIME_LIMIT_MS = 2_000;
/** How long the thread may take to load the parser before the check fails as the server's error. */
const START_LIMIT_MS = 30_000;
/** An idle thread is ended (its parser holds tens of MB), and started again by the next check. */
const IDLE_MS = 5 * 60_000;
/** Past this a parse's own heap means a hostile body: the thread ends, as on a timeout. */
const HEAP_LIMIT_MB = 256;
/** The worker in the source checkout, relative to the site's root. */
const WORKER_SOURCE = 'src/server/services/studio/article-body/parse-worker.ts';

/** A parse's outcome: the tree or the parser's refusal, or `slow` when it took past its limit (or its memory). */
export type ThreadParse = ParsedBody | { kind: 'slow' };

interface Job extends ParseJob {
  timeLimitMs: number;
  resolve: (parsed: ThreadParse) => void;
  reject: (error: Error) => void;
}

const queue: Job[] = [];
let thread: { worker: Worker; ready: boolean; timer: NodeJS.Timeout | undefined } | undefined;
let running: Job | undefined;
let idle: NodeJS.Timeout | undefined;
let lastId = 0;

/**
 * The worker's file: beside this one when it runs from the source (tests, `astro dev`); when it runs
 * from the bundle (dist/server/chunks/ holds no .ts), from the site's checkout, which the host runs
 * from (`npm start` sets the site root) and the bundle was built from.
 */
function workerFile(): string {
  const beside = fileURLToPath(new URL('./parse-worker.ts', import.meta.url));
  if (existsSync(beside)) return beside;
  const root = studioSiteRoot();
  if (!root) throw new Error('The article body check needs the site folder (KINGSTONE_SITE_ROOT) for its parser thread');
  return path.join(root, WORKER_SOURCE);
}

/** Ends the thread; what it was parsing is `slow`, and what waits gets a new thread. */
function endThread(current: NonNullable<typeof thread>, failure: Error | undefined): void {
  if (thread !== current) return;
  thread = undefined;
  clearTimeout(current.timer);
  void current.worker.terminate();
  if (!current.ready) {
    // It never started: no body is at fault, and none can be checked.
    const error = new Error(`The article body check's parser thread did not start: ${failure?.message ?? 'it stopped'}`);
    for (const job of queue.splice(0)) job.reject(error);
    return;
  }
  const job = running;
  running = undefined;
  job?.resolve({ kind: 'slow' });
  next();
}

function startThread(): void {
  const worker = new Worker(workerFile(), { env: {}, resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
  const current: NonNullable<typeof thread> = { worker, ready: false, timer: undefined };
  thread = current;
  current.timer = setTimeout(() => endThread(current, new Error(`no answer in ${START_LIMIT_MS / 1000} s`)), START_LIMIT_MS);
  worker.on('message', (answer: ParseAnswer) => {
    if (thread !== current) return;
    clearTimeout(current.timer);
    if ('ready' in answer) current.ready = true;
    else if (running?.id === answer.id) {
      running.resolve(answer.parsed);
      running = undefined;
    }
    next();
  });
  // Out of memory, a crash, an exit: the body it was parsing is refused (or, before it was ready, every waiting one fails).
  worker.on('error', (error) => endThread(current, error));
  worker.on('exit', () => endThread(current, undefined));
}

/** Hands the next waiting body to the thread (started first if need be); ends an idle thread later. */
function next(): void {
  if (running) return;
  clearTimeout(idle);
  const job = queue[0];
  if (!job) {
    if (thread) {
      // Idle, it must not keep the process alive.
      thread.worker.unref();
      const current = thread;
      idle = setTimeout(() => endThread(current, undefined), IDLE_MS).unref();
    }
    return;
  }
  if (!thread) startThread();
  const current = thread!;
  current.worker.ref();
  if (!current.ready) return;
  queue.shift();
  running = job;
  current.timer = setTimeout(() => endThread(current, undefined), job.timeLimitMs);
  current.worker.postMessage({ id: job.id, body: job.body } satisfies ParseJob);
}

/**
 * `body`'s tree as mdx-tree.ts parseBody makes it, parsed on the worker thread after the bodies
 * before it, or `slow` past `timeLimitMs` of its own parse. Rejects only when the thread cannot
 * start (a server fault, never a body's). Only for a body src/markdown/nesting-guard.ts has passed
 * (./check-body.ts checks first): a crash of the native parser ends the process, not just its thread.
 */
export function parseOffThread(body: string, timeLimitMs = PARSE_TIME_LIMIT_MS): Promise<ThreadParse> {
  return new Promise((resolve, reject) => {
    lastId += 1;
    queue.push({ id: lastId, body, timeLimitMs, resolve, reject });
    try {
      next();
    } catch (error) {
      for (const job of queue.splice(0)) job.reject(error as Error);
    }
  });
}
