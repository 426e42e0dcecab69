// A running process's CPU time and page faults from Linux's /proc, for `npm run bench:trace`: the
// renderer that loaded a page, read before its context closes, shows how much of the load was
// spent in the kernel (issue 37: on this virtual machine, first touches of memory; see
// ./fresh-memory.ts).
import { readFileSync } from 'node:fs';

/** /proc reports times in USER_HZ ticks: 100 a second on x86 and ARM Linux, the machines this bench runs on. */
const TICK_MS = 10;

export interface ProcessUsage {
  /** Pages first touched (minor faults), since the process started. */
  minorFaults: number;
  userMs: number;
  kernelMs: number;
}

/**
 * `/proc/<pid>/stat`'s text read: the fields after the command name, which is in parentheses and
 * may itself hold spaces or parentheses, so the text is cut at the last ") ".
 */
export function parseProcStat(text: string): ProcessUsage | null {
  const end = text.lastIndexOf(') ');
  if (end < 0) return null;
  const fields = text.slice(end + 2).trim().split(' ');
  // From the state (field 3 of proc(5)): minflt is field 10, utime 14, stime 15.
  const at = (field: number) => Number(fields[field - 3]);
  const usage = { minorFaults: at(10), userMs: at(14) * TICK_MS, kernelMs: at(15) * TICK_MS };
  return Object.values(usage).every((value) => Number.isInteger(value) && value >= 0) ? usage : null;
}

/** The process's usage so far; null when it is gone or this is not Linux. */
export function processUsage(pid: number): ProcessUsage | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}
