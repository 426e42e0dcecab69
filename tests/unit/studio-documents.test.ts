import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findDocument, listDocuments } from '../../src/server/services/studio/documents';
import { diffStudioFiles } from '../../src/server/services/studio/fact-changes';
import { readStudioFiles, studioFiles, writeStudioFiles } from '../../src/server/site-files/files';
import { readDocument, saveDocument } from '../../src/server/services/studio/store';
import { versionOf } from '../../src/server/services/studio/version';
import { NOTICE_MAX_CHARS } from '../../src/config/notice-schema';
import { LOCALES } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import type { SaveResponse } from '../../src/studio/contract';
import { CONTENT_DIR } from '../support/paths';
import { HOSTILE_DOCUMENT_IDS, studioSiteCopy, type StudioSite } from '../support/studio';

const BUSINESS = 'src/content/business/spa.yaml';
const NOTICE = 'src/content/notice/notice.yaml';
const SERVICES = 'src/content/services';

let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy();
});
afterEach(() => site.remove());

function doc(id: string) {
  const found = findDocument(site.root, id);
  if (!found) throw new Error(`no document ${id}`);
  return found;
}

async function edit(id: string, change: (data: Record<string, any>) => void, locale: (typeof LOCALES)[number] = 'ko') {
  const body = await readDocument(site.root, doc(id), locale);
  const data = structuredClone(body.data) as Record<string, any>;
  change(data);
  return { body, data, outcome: await saveDocument(site.root, doc(id), { version: body.version, data }, locale) };
}

describe('reading a document', () => {
  it('gives the data as the file holds it, defaults not filled in, with the hash of its bytes and its JSON Schema', async () => {
    const body = await readDocument(site.root, doc('service:thai-massage'), 'vi');
    const text = site.read(`${SERVICES}/thai-massage.yaml`);
    expect(body.data).toEqual(parse(text));
    expect(body.data).not.toHaveProperty('page');
    expect(body.version).toBe(versionOf(text));
    expect(body.version).toMatch(/^[\w-]{43}$/);
    expect(body.title).toBe((parse(text) as { name: { vi: string } }).name.vi);
    expect(body.schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['id', 'options']) });
    expect(body.schema).toHaveProperty('properties.options.items.properties.price.type', 'integer');
  });

  it("offers a service's rooms as a choice among the business facts' room kinds, named in the owner language (issue 38)", async () => {
    const body = await readDocument(site.root, doc('service:thai-massage'), 'vi');
    const choices = [
      { const: 'standard', title: 'Phòng tiêu chuẩn' },
      { const: 'vip', title: 'Phòng VIP' },
      { const: 'couple', title: 'Phòng cặp đôi' },
      { const: 'pool', title: 'Hồ Watsu' },
    ];
    expect(body.schema).toHaveProperty('properties.room.oneOf', choices);
    expect(body.schema).toHaveProperty('properties.options.items.properties.room.oneOf', choices);
    expect(body.schema).not.toHaveProperty('properties.options.items.required', expect.arrayContaining(['room']));
    // A room kind saved in the business facts is a choice at once.
    await edit('business', (d) => d.rooms.push({ id: 'sauna', count: 1, name: { ko: '사우나', vi: 'Phòng xông hơi', en: 'Sauna' } }));
    const after = await readDocument(site.root, doc('service:thai-massage'), 'en');
    expect(after.schema).toHaveProperty('properties.room.oneOf.4', { const: 'sauna', title: 'Sauna' });
  });

  it('describes every document as JSON Schema without throwing on refinements and transforms', async () => {
    for (const d of listDocuments(site.root)) {
      const body = await readDocument(site.root, d, 'ko');
      expect(body.schema).toHaveProperty('$schema');
    }
    expect((await readDocument(site.root, doc('business'), 'ko')).schema).toHaveProperty('properties.specialHours.type', 'array');
  });

  it('lists the business facts, the notice and one document per service file', () => {
    const ids = readdirSync(path.join(CONTENT_DIR, 'services')).map((f) => `service:${f.replace(/\.yaml$/, '')}`);
    expect(listDocuments(site.root).map((d) => d.id)).toEqual(['business', 'notice', ...ids.sort()]);
  });
});

describe('saving a document', () => {
  it('writes a valid edit, keeps the comments and key order, and reads back exactly what was saved', async () => {
    const before = site.read(BUSINESS);
    const { data, outcome } = await edit('business', (d) => {
      d.hotline = '+84 90 765 4321';
      d.hours.opens = '11:00';
      d.specialHours[0].label.en = "New Year's Eve (short day)";
      delete d.specialHours[1].label;
    });
    expect(outcome.status).toBe(200);
    const after = site.read(BUSINESS);
    expect(parse(after)).toEqual(data);
    // Every comment line of the file is still there, and the keys keep their order.
    for (const line of before.split('\n').filter((l) => l.trim().startsWith('#'))) expect(after).toContain(line);
    expect(Object.keys(parse(after))).toEqual(Object.keys(parse(before)));
    expect(after).toContain('hotline: "+84 90 765 4321"');
    const saved = outcome.body as Extract<SaveResponse, { kind: 'saved' }>;
    expect(saved.version).toBe(versionOf(after));
    expect(saved.changes).toEqual([
      { document: 'business', path: 'hotline', before: '+84 90 123 4567', after: '+84 90 765 4321' },
      { document: 'business', path: 'hours.opens', before: '12:00', after: '11:00' },
      { document: 'business', path: 'specialHours.0.label.en', before: "New Year's Eve", after: "New Year's Eve (short day)" },
      { document: 'business', path: 'specialHours.1.label.ko', before: '설 연휴' },
      { document: 'business', path: 'specialHours.1.label.vi', before: 'Nghỉ Tết' },
      { document: 'business', path: 'specialHours.1.label.en', before: 'Tết holiday' },
    ]);
    expect((await readDocument(site.root, doc('business'), 'ko')).data).toEqual(data);
  });

  it('adds and removes list entries in a flow-style catalogue file, keeping its other lines as written', async () => {
    const before = site.read(`${SERVICES}/thai-massage.yaml`);
    const { data, outcome } = await edit('service:thai-massage', (d) => {
      d.options.push({ id: 'thai-120', minutes: 120, price: 2_000_000, tier: 'standard' });
      d.included.en.pop();
    });
    expect(outcome.status).toBe(200);
    const after = site.read(`${SERVICES}/thai-massage.yaml`);
    expect(parse(after)).toEqual(data);
    expect(after.split('\n').slice(0, 5)).toEqual(before.split('\n').slice(0, 5));
    expect(outcome.body).toMatchObject({ kind: 'saved', changes: expect.arrayContaining([{ document: 'service:thai-massage', path: 'options.2.price', after: 2_000_000 }]) });
  });

  it.each([
    ['ko', '국제 형식의 올바른 전화번호를 입력하세요. 예: "+84 90 123 4567"'],
    ['vi', 'Hãy nhập số điện thoại hợp lệ ở dạng quốc tế, ví dụ "+84 90 123 4567".'],
    ['en', 'Enter a valid phone number in international form, e.g. "+84 90 123 4567".'],
  ] as const)('refuses an invalid phone with the %s message at "hotline", leaving the file as it was', async (locale, message) => {
    const before = site.read(BUSINESS);
    const { outcome } = await edit('business', (d) => (d.hotline = '090 123'), locale);
    expect(outcome).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'hotline', message }] } });
    expect(site.read(BUSINESS)).toBe(before);
  });

  it('names every bad field with a dotted path, in the owner language, built-in checks included', async () => {
    const { outcome } = await edit(
      'service:thai-massage',
      (d) => {
        d.options[0].price = 1.5;
        d.options[1].minutes = 'ninety';
        delete d.name.vi;
        d.summary.en = '  ';
      },
      'vi',
    );
    expect(outcome.status).toBe(422);
    const errors = (outcome.body as Extract<SaveResponse, { kind: 'invalid' }>).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'options.0.price', message: 'Số tiền VND phải là số nguyên.' },
        { path: 'name.vi', message: 'Mục này là bắt buộc.' },
        { path: 'summary.en', message: 'Thiếu nội dung English.' },
      ]),
    );
    // A check the schema leaves to Zod is told in plain words too, never Zod's "mong đợi số, nhận được string".
    expect(errors.find((e) => e.path === 'options.1.minutes')?.message).toBe('Hãy nhập một số, ví dụ 90.');
  });

  it('checks the opening hours rule and the notice length per language at their fields', async () => {
    const hours = await edit('business', (d) => (d.hours = { ...d.hours, opens: '23:00', closes: '22:00' }), 'en');
    expect(hours.outcome.body).toEqual({ kind: 'invalid', errors: [{ path: 'hours.closes', message: 'The opening time must be before the closing time.' }] });
    const notice = await edit('notice', (d) => (d.message.vi = 'a'.repeat(NOTICE_MAX_CHARS + 1)), 'ko');
    expect(notice.outcome.body).toEqual({ kind: 'invalid', errors: [{ path: 'message.vi', message: `최대 ${NOTICE_MAX_CHARS}자까지 쓸 수 있습니다.` }] });
  });

  it('answers a date in the wrong order with its field’s message, never a failure (the date check no longer throws on it)', async () => {
    const notice = await edit('notice', (d) => (d.from = '29/11/2026 00:00'), 'vi');
    expect(notice.outcome).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'from', message: DICTIONARIES.vi['studioApi.rule.localDateTime'] }] } });
    const closed = await edit('business', (d) => (d.specialHours = [{ from: '29/11/2026', to: '2026-11-30', closed: true }]), 'ko');
    expect(closed.outcome).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'specialHours.0.from', message: DICTIONARIES.ko['studioApi.rule.isoDate'] }] } });
  });

  it('refuses an option id another service already uses (the catalogue rule across files)', async () => {
    const other = parse(site.read(`${SERVICES}/watsu.yaml`)) as { options: { id: string }[] };
    const taken = other.options[0]?.id ?? '';
    const before = site.read(`${SERVICES}/thai-massage.yaml`);
    const { outcome } = await edit('service:thai-massage', (d) => (d.options[1].id = taken), 'en');
    expect(outcome).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'options.1.id', message: `The option id "${taken}" is already used by watsu.` }] } });
    expect(site.read(`${SERVICES}/thai-massage.yaml`)).toBe(before);
  });

  it.each([
    ['ko', '"sauna"은(는) 영업 정보에 없는 방 종류입니다. 다음 중에서 고르세요: standard, vip, couple, pool'],
    ['vi', '"sauna" không phải là loại phòng trong Thông tin kinh doanh. Hãy chọn một trong: standard, vip, couple, pool'],
    ['en', '"sauna" is not a room kind of the business facts. Choose one of: standard, vip, couple, pool'],
  ] as const)('refuses a service or option room the business facts lack, in %s, leaving the file as it was (issue 38)', async (locale, message) => {
    const before = site.read(`${SERVICES}/thai-massage.yaml`);
    const { outcome } = await edit(
      'service:thai-massage',
      (d) => {
        d.room = 'sauna';
        d.options[0].room = 'sauna';
      },
      locale,
    );
    expect(outcome).toEqual({
      status: 422,
      body: {
        kind: 'invalid',
        errors: [
          { path: 'room', message },
          { path: 'options.0.room', message },
        ],
      },
    });
    expect(site.read(`${SERVICES}/thai-massage.yaml`)).toBe(before);
  });

  it('checks a service room against the business facts as saved, and saves a room kind that exists', async () => {
    const business = await edit('business', (d) => d.rooms.push({ id: 'sauna', count: 1, name: { ko: '사우나', vi: 'Phòng xông hơi', en: 'Sauna' } }));
    expect(business.outcome.status).toBe(200);
    const { outcome } = await edit('service:thai-massage', (d) => (d.options[0].room = 'sauna'), 'en');
    expect(outcome.status).toBe(200);
    expect(site.read(`${SERVICES}/thai-massage.yaml`)).toContain('room: sauna }');
  });

  it('refuses to remove or rename a room kind a service uses, naming the services in the owner language (issue 38)', async () => {
    const before = site.read(BUSINESS);
    const removed = await edit('business', (d) => (d.rooms = d.rooms.filter((r: { id: string }) => r.id !== 'vip')), 'en');
    // Super King uses the VIP rooms; the VIP options of Thai and Nuru massage do too.
    expect(removed.outcome).toEqual({
      status: 422,
      body: { kind: 'invalid', errors: [{ path: 'rooms', message: 'The room kind "vip" is used by Nuru Gel Massage, Super King VIP, Royal Thai Massage, so it cannot be removed. Change their room first.' }] },
    });
    const renamed = await edit('business', (d) => (d.rooms[3].id = 'watsu-pool'), 'ko');
    expect(renamed.outcome.body).toEqual({ kind: 'invalid', errors: [{ path: 'rooms', message: '방 종류 "pool"은(는) 왓수 수중 마사지에서 쓰고 있어 지울 수 없습니다. 먼저 그 서비스의 방을 바꾸세요.' }] });
    expect(site.read(BUSINESS)).toBe(before);
    // A kind no service uses may go.
    await edit('business', (d) => d.rooms.push({ id: 'sauna', count: 1, name: { ko: '사우나', vi: 'Phòng xông hơi', en: 'Sauna' } }));
    expect((await edit('business', (d) => d.rooms.pop())).outcome.status).toBe(200);
  });

  it('refuses a room kind id used twice and a count over 50, at their fields', async () => {
    const { outcome } = await edit(
      'business',
      (d) => {
        d.rooms[1].id = 'standard';
        d.rooms[2].count = 51;
      },
      'en',
    );
    expect(outcome.body).toEqual({
      kind: 'invalid',
      errors: expect.arrayContaining([
        { path: 'rooms.1.id', message: DICTIONARIES.en['studioApi.rule.roomIdTaken'].replace('{room}', 'standard') },
        { path: 'rooms.2.count', message: DICTIONARIES.en['studioApi.issue.atMost'].replace('{n}', '50') },
      ]),
    });
  });

  it('refuses a changed service id: the file name is the id', async () => {
    const { outcome } = await edit('service:thai-massage', (d) => (d.id = 'thai'), 'en');
    expect(outcome.body).toEqual({ kind: 'invalid', errors: [{ path: 'id', message: 'Must match the file name ("thai-massage").' }] });
  });

  it('tells the second of two saves from the same version that someone saved first, and keeps the first', async () => {
    const body = await readDocument(site.root, doc('notice'), 'ko');
    const first = { ...(body.data as object), show: false };
    const second = { ...(body.data as object), from: '2026-12-21 00:00' };
    expect((await saveDocument(site.root, doc('notice'), { version: body.version, data: first }, 'ko')).status).toBe(200);
    const afterFirst = site.read(NOTICE);
    const conflict = await saveDocument(site.root, doc('notice'), { version: body.version, data: second }, 'ko');
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ kind: 'conflict', current: { id: 'notice', version: versionOf(afterFirst), data: first } });
    expect(site.read(NOTICE)).toBe(afterFirst);
  });

  it('lets exactly one of several simultaneous saves from the same version win', async () => {
    const body = await readDocument(site.root, doc('business'), 'ko');
    const edits = [1, 2, 3, 4].map((n) => ({ ...(body.data as object), yearsOfExperience: 10 + n }));
    const outcomes = await Promise.all(edits.map((data) => saveDocument(site.root, doc('business'), { version: body.version, data }, 'ko')));
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = edits[outcomes.findIndex((o) => o.status === 200)];
    expect(parse(site.read(BUSINESS))).toEqual(winner);
    expect(existsSync(path.join(site.root, 'src/content/.studio.lock'))).toBe(false);
    expect(readdirSync(path.join(site.root, 'src/content/business'))).toEqual(['spa.yaml']);
  });
});

describe('document ids', () => {
  it.each(HOSTILE_DOCUMENT_IDS)('finds nothing for %s', (_, id) => {
    expect(findDocument(site.root, id)).toBeUndefined();
  });

  it('takes service ids only from plain files with a plain name in the catalogue folder', () => {
    writeFileSync(path.join(site.root, SERVICES, 'Odd Name.yaml'), 'id: x\n');
    writeFileSync(path.join(site.root, SERVICES, 'notes.txt'), 'x');
    expect(findDocument(site.root, 'service:Odd Name')).toBeUndefined();
    expect(listDocuments(site.root).some((d) => d.id.includes('notes') || d.id.includes('Odd'))).toBe(false);
  });
});

describe('the files for publishing', () => {
  it('lists and reads every file the studio owns, and nothing else', () => {
    const files = studioFiles(site.root);
    expect(files.slice(0, 2)).toEqual([BUSINESS, NOTICE]);
    expect(files.slice(2).every((f) => /^src\/content\/services\/[a-z0-9-]+\.yaml$/.test(f))).toBe(true);
    const texts = readStudioFiles(site.root);
    expect(Object.keys(texts)).toEqual(files);
    expect(texts[BUSINESS]).toBe(site.read(BUSINESS));
  });

  it('restores a snapshot, and refuses one naming any path it does not own, writing nothing', async () => {
    const snap = readStudioFiles(site.root);
    await edit('notice', (d) => (d.show = false));
    await writeStudioFiles(site.root, snap);
    expect(readStudioFiles(site.root)).toEqual(snap);

    const before = site.snapshot();
    for (const hostile of ['src/content/services/../business/spa.yaml', '/etc/passwd', 'src/content/blog/x.md', 'src/content/services/x.yml', 'outside.yaml']) {
      await expect(writeStudioFiles(site.root, { [NOTICE]: 'show: false\n', [hostile]: 'x' })).rejects.toThrow(/Not studio files/);
    }
    expect(site.snapshot()).toEqual(before);
  });

  it('tells each changed fact between two snapshots, per document, in a stable order', () => {
    const before = readStudioFiles(site.root);
    const service = `${SERVICES}/thai-massage.yaml`;
    const after = {
      ...before,
      [service]: (before[service] ?? '').replace('price: 1600000', 'price: 1700000'),
      [NOTICE]: (before[NOTICE] ?? '').replace('show: true', 'show: false'),
    };
    const changes = diffStudioFiles(before, after);
    expect(changes).toEqual([
      { document: 'notice', path: 'show', before: true, after: false },
      { document: 'service:thai-massage', path: 'options.0.price', before: 1_600_000, after: 1_700_000 },
    ]);
    expect(diffStudioFiles(after, before).map((c) => c.path)).toEqual(['show', 'options.0.price']);
    expect(diffStudioFiles(before, before)).toEqual([]);
  });
});
