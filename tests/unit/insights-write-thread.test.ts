import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDb } from '../support/database';
import { eventWriterFor } from '../../src/server/services/insights/event-writer';
import { InsightRecorder, type InsightEvent } from '../../src/server/services/insights/recorder';
import { threadWriter } from '../../src/server/services/insights/write-thread';

const TODAY = '2026-11-29';
const view = (visitor: string, path = '/vi'): InsightEvent => ({ day: TODAY, kind: 'view', path, locale: 'vi', phone: 1, visitor, source: 'zalo', in_app: 'zalo', lcp: null });

// On SQLite the counter's batches are written on a thread with its own connection (issue 39); the
// server's connection must see them as soon as a flush has resolved, and a shutdown must not lose them.
describe('the counter\'s write thread on SQLite', () => {
  let test: TestDb;
  const count = async () => Number((await test.db.selectFrom('insight_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  beforeAll(async () => {
    test = await openTestDatabase('kingstone-write-thread-');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('writes a batch the server\'s connection reads once flush() has resolved', async () => {
    const recorder = new InsightRecorder(eventWriterFor(test), 60_000);
    for (let i = 0; i < 1200; i += 1) recorder.record(view(`v${i}`));
    await recorder.flush();
    expect(recorder.dropped).toBe(0);
    expect(await count()).toBe(1200);
    const row = await test.db.selectFrom('insight_events').selectAll().where('visitor', '=', 'v7').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ day: TODAY, kind: 'view', path: '/vi', locale: 'vi', phone: 1, source: 'zalo', in_app: 'zalo', utm_source: null, route: null, lcp: null, cls: null });
    await recorder.close();
  });

  it('writes what is queued at close(), as a shutdown does', async () => {
    const before = await count();
    const recorder = new InsightRecorder(eventWriterFor(test), 60_000);
    recorder.record(view('closing-a'));
    recorder.record(view('closing-b'));
    await recorder.close();
    expect(await count()).toBe(before + 2);
  });

  it('counts a batch the thread could not write as dropped, without throwing, and writes the next one', async () => {
    const before = await count();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const recorder = new InsightRecorder(eventWriterFor(test), 60_000);
      recorder.record(view('kept-back'));
      // kind is NOT NULL: the whole batch is refused, the good row with it.
      recorder.record({ ...view('broken'), kind: null as unknown as string });
      await expect(recorder.flush()).resolves.toBeUndefined();
      expect(recorder.dropped).toBe(2);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(await count()).toBe(before);
      recorder.record(view('after'));
      await recorder.close();
      expect(recorder.dropped).toBe(2);
      expect(await count()).toBe(before + 1);
    } finally {
      errors.mockRestore();
    }
  });

  it('fails a batch, not the process, when the file cannot be opened', async () => {
    const writer = threadWriter('/nonexistent-folder/kingstone.sqlite');
    await expect(writer.write([view('nowhere')])).rejects.toThrow(/unable to open/);
    await writer.close();
  });
});
