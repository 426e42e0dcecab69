// What a fresh page of memory costs this machine, for the page-speed benches' reports. Issues 37
// and 39: on this sandbox the same unchanged reference page measured LCP 675 ms and TBT 24–30 ms
// in earlier runs and 816 ms and 156 ms (68–308) in later ones. The virtual machine hands each
// freed 2 MiB back to its host at once (the kernel's free page reporting), so a process touching
// memory it has not used yet waits for the host: 11–16 µs a 4 KiB page here. A new Chromium
// renderer touches thousands of them while it lays a page out (8,400 for /blog, 4,600 for the
// reference), and spent 110–210 ms of a load in the kernel against 130–400 ms in its own code;
// Lighthouse multiplies the renderer's time, kernel time included, by 4. The benches print this
// so that a reader can tell the machine's share from the page's.
import { readFileSync } from 'node:fs';
import { median } from './median.ts';

/** A Linux page: the unit the kernel hands out on first touch. */
const PAGE_BYTES = 4096;

/**
 * Microseconds a first touch of a never-used page takes here: the median of `passes` runs, each
 * allocating `mebibytes` outside V8's heap (so it is fresh memory from the kernel) and writing one
 * byte in every page.
 */
export function freshPageMicros({ mebibytes = 64, passes = 3 }: { mebibytes?: number; passes?: number } = {}): number {
  const times: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const started = process.hrtime.bigint();
    const block = Buffer.allocUnsafeSlow(mebibytes * 1024 * 1024);
    for (let offset = 0; offset < block.length; offset += PAGE_BYTES) block[offset] = 1;
    const elapsedNs = Number(process.hrtime.bigint() - started);
    times.push(elapsedNs / 1000 / (block.length / PAGE_BYTES));
  }
  return median(times) ?? Number.NaN;
}

/** The kernel's free page reporting, as its module's parameters say; null where the kernel has none. */
export interface FreePageReporting {
  /** The smallest free block handed back, as a power of two of pages (9: 2 MiB). */
  order: number;
  /** How long a block stays free before it is handed back, where this kernel says (ms). */
  minFreeMs: number | null;
}

const REPORTING = '/sys/module/page_reporting/parameters';

export function freePageReporting(read: (file: string) => string = (file) => readFileSync(file, 'utf8')): FreePageReporting | null {
  const number = (name: string) => {
    try {
      const value = Number(read(`${REPORTING}/${name}`).trim());
      return Number.isInteger(value) && value >= 0 ? value : null;
    } catch {
      return null;
    }
  };
  const order = number('page_reporting_order');
  return order === null ? null : { order, minFreeMs: number('min_free_ms') };
}

export interface MachineMemory {
  freshPageMicros: number;
  freePageReporting: FreePageReporting | null;
}

export function machineMemory(): MachineMemory {
  return { freshPageMicros: freshPageMicros(), freePageReporting: freePageReporting() };
}

/** One line for a bench's report: what was measured and what it means for the numbers below. */
export function describeMachineMemory({ freshPageMicros: micros, freePageReporting: reporting }: MachineMemory): string {
  const handedBack = reporting
    ? `this kernel hands free memory back to its host in blocks of ${(2 ** reporting.order * PAGE_BYTES) / 1024 / 1024} MiB` +
      (reporting.minFreeMs === null ? '' : ` after ${reporting.minFreeMs} ms`)
    : 'this kernel does not hand free memory back to a host (no free page reporting)';
  return (
    `Machine: a fresh 4 KiB page of memory costs ${micros.toFixed(1)} µs on first touch; ${handedBack}. ` +
    'A new renderer touches thousands of pages while it lays a page out, and Lighthouse counts its time, kernel included, 4×.'
  );
}
