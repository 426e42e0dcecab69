import { describe, expect, it } from 'vitest';
import { describeMachineMemory, freePageReporting, freshPageMicros } from '../../scripts/lib/fresh-memory.ts';
import { parseProcStat, processUsage } from '../../scripts/lib/process-usage.ts';

// The page-speed benches say what a fresh page of memory costs the machine they ran on, and
// bench:trace how long the page's renderer spent in the kernel: on this virtual machine a first
// touch of memory waits for the host, and Lighthouse counts that time 4×.

describe("the machine's fresh memory", () => {
  it('times a first touch of fresh pages: a positive number of microseconds', () => {
    const micros = freshPageMicros({ mebibytes: 8, passes: 1 });
    expect(micros).toBeGreaterThan(0);
    // Even a slow host answers a page fault within a millisecond; more means the loop measured something else.
    expect(micros).toBeLessThan(1000);
  });

  it("reads the kernel's free page reporting from its module's parameters", () => {
    const files: Record<string, string> = {
      '/sys/module/page_reporting/parameters/page_reporting_order': '9\n',
      '/sys/module/page_reporting/parameters/min_free_ms': '0\n',
    };
    const read = (file: string) => {
      const text = files[file];
      if (text === undefined) throw new Error(`ENOENT: ${file}`);
      return text;
    };
    expect(freePageReporting(read)).toEqual({ order: 9, minFreeMs: 0 });
    delete files['/sys/module/page_reporting/parameters/min_free_ms'];
    expect(freePageReporting(read)).toEqual({ order: 9, minFreeMs: null });
    // A kernel without the module, and a parameter that is not a number.
    expect(freePageReporting(() => { throw new Error('ENOENT'); })).toBeNull();
    expect(freePageReporting(() => 'nine')).toBeNull();
  });

  it('says what was measured and, where the kernel reports free pages, in what blocks', () => {
    expect(describeMachineMemory({ freshPageMicros: 15.24, freePageReporting: { order: 9, minFreeMs: 0 } })).toMatch(
      /^Machine: a fresh 4 KiB page of memory costs 15\.2 µs on first touch; this kernel hands free memory back to its host in blocks of 2 MiB after 0 ms\. /,
    );
    expect(describeMachineMemory({ freshPageMicros: 0.6, freePageReporting: null })).toMatch(/costs 0\.6 µs on first touch; this kernel does not hand free memory back to a host/);
  });
});

describe("a process's usage in /proc", () => {
  it('reads the faults and CPU times after a command name with spaces and parentheses', () => {
    const stat = '4242 (chromium (renderer) x) S 1 4242 4242 0 -1 4194560 8384 0 3 0 31 19 0 0 20 0 17 0 123456 0 0';
    expect(parseProcStat(stat)).toEqual({ minorFaults: 8384, userMs: 310, kernelMs: 190 });
  });

  it('refuses a text that is not a stat line', () => {
    expect(parseProcStat('no parentheses here')).toBeNull();
    expect(parseProcStat('1 (x) S 1 2')).toBeNull();
  });

  it("reads this test's own process, and nothing for one that is not there", () => {
    const own = processUsage(process.pid);
    expect(own?.minorFaults).toBeGreaterThan(0);
    expect(own?.userMs).toBeGreaterThanOrEqual(0);
    expect(processUsage(2 ** 30)).toBeNull();
  });
});
