import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUSINESS } from '../../src/config/business';
import { BusinessSchema } from '../../src/config/business-schema';
import { loadCatalogue, SERVICES, ServiceIdSchema } from '../../src/config/catalogue';
import { parseConfig } from '../../src/config/config-error';
import spaYaml from '../../src/content/business/spa.yaml?raw';
import { optionPrice } from '../support/catalogue';
import { CONTENT_DIR } from '../support/paths';
import { configErrorOf } from '../support/validation';

const FILE = 'src/content/business/spa.yaml';
const SERVICES_DIR = path.join(CONTENT_DIR, 'services');
/** The room kinds the catalogue's files are checked against in these cases. */
const ROOMS = ['standard', 'vip'];
const validBusiness = () => structuredClone(parse(spaYaml)) as Record<string, any>;

function businessError(mutate: (b: Record<string, any>) => void): string {
  const data = validBusiness();
  mutate(data);
  return configErrorOf(() => parseConfig(BusinessSchema, data, FILE));
}

const serviceYaml = (overrides = '') => `id: demo
order: 1
name: { ko: 데모, vi: Demo, en: Demo }
summary: { ko: 요약, vi: Tóm tắt, en: Summary }
included: { ko: [a], vi: [a], en: [a] }
room: standard
options:
  - { id: demo-60, minutes: 60, price: 1000000, tier: standard }
${overrides}`;

describe('business config', () => {
  it('loads the shipped config', () => {
    expect(BUSINESS.hours).toEqual({ opens: '12:00', closes: '24:00', chatSupport24h: true });
    expect(BUSINESS.satisfactionPercent).toBe(98);
  });

  it('names the file and the field of a bad phone number', () => {
    const message = businessError((b) => (b.hotline = '12345'));
    expect(message).toContain(FILE);
    expect(message).toMatch(/hotline: must be a valid phone number/);
  });

  it('names a missing translation with its path', () => {
    const message = businessError((b) => delete b.address.display.vi);
    expect(message).toMatch(/address\.display\.vi/);
  });

  it('rejects opening hours that end before they start', () => {
    const message = businessError((b) => {
      b.hours.opens = '23:00';
      b.hours.closes = '10:00';
    });
    expect(message).toMatch(/hours\.closes: hours\.opens must be before hours\.closes/);
  });

  it('rejects a non-https chat link and an unknown field', () => {
    expect(businessError((b) => (b.chat.zalo = 'http://zalo.me/1'))).toMatch(/chat\.zalo: must be an https:\/\/ URL/);
    expect(businessError((b) => (b.hotlines = '+84 90 123 4567'))).toMatch(/hotlines/);
  });
});

describe('rooms and the cleaning gap (issue 38)', () => {
  it('loads the sample rooms and gap', () => {
    expect(BUSINESS.rooms.map((r) => [r.id, r.count])).toEqual([
      ['standard', 4],
      ['vip', 2],
      ['couple', 1],
      ['pool', 1],
    ]);
    expect(BUSINESS.cleaningGapMinutes).toBe(15);
  });

  it('refuses a room id used twice, naming the second', () => {
    expect(businessError((b) => (b.rooms[2].id = 'vip'))).toMatch(/rooms\.2\.id: "vip" is the id of two room kinds/);
  });

  it('keeps counts between 0 and 50 and the gap between 0 and 120 minutes, in whole numbers', () => {
    expect(businessError((b) => (b.rooms[0].count = 51))).toMatch(/rooms\.0\.count/);
    expect(businessError((b) => (b.rooms[0].count = -1))).toMatch(/rooms\.0\.count/);
    expect(businessError((b) => (b.rooms[0].count = 1.5))).toMatch(/rooms\.0\.count/);
    expect(() => parseConfig(BusinessSchema, { ...validBusiness(), rooms: [{ ...validBusiness().rooms[3], count: 0 }] }, FILE)).not.toThrow();
    expect(businessError((b) => (b.cleaningGapMinutes = 121))).toMatch(/cleaningGapMinutes/);
    expect(businessError((b) => (b.cleaningGapMinutes = -5))).toMatch(/cleaningGapMinutes/);
    expect(businessError((b) => delete b.cleaningGapMinutes)).toMatch(/cleaningGapMinutes/);
  });

  it('needs a room kind, a slug for its id and its name in every language', () => {
    expect(businessError((b) => (b.rooms = []))).toMatch(/rooms: needs at least one room kind/);
    expect(businessError((b) => (b.rooms[0].id = 'Standard Room'))).toMatch(/rooms\.0\.id: must be lowercase letters, digits and dashes/);
    expect(businessError((b) => delete b.rooms[1].name.vi)).toMatch(/rooms\.1\.name\.vi/);
  });
});

describe('price catalogue', () => {
  // The owner edits prices in the data files (the README says how), so the spec's sample values
  // are not pinned here: each file's prices reach the catalogue unchanged, as whole VND.
  it('has the SPEC §6 courses, with the prices src/content/services sets', () => {
    const files = readdirSync(SERVICES_DIR).filter((f) => f.endsWith('.yaml'));
    expect(SERVICES.map((s) => s.id).sort()).toEqual(files.map((f) => f.replace(/\.yaml$/, '')).sort());
    for (const file of files) {
      const data = parse(readFileSync(path.join(SERVICES_DIR, file), 'utf8')) as { id: string; options: { id: string; price: number }[] };
      const options = SERVICES.find((s) => s.id === data.id)?.options.map((o) => [o.id, o.price]);
      expect(options, file).toEqual(data.options.map((o) => [o.id, o.price]));
    }
    // The SPEC §6 courses are there, and watsu asks for a day's notice.
    for (const id of ['thai-90', 'thai-vip-90', 'super-king-120', 'watsu-120']) {
      expect(Number.isInteger(optionPrice(id)) && optionPrice(id) > 0, id).toBe(true);
    }
    expect(SERVICES.find((s) => s.id === 'watsu')?.noticeHours).toBe(24);
  });

  it('names the file and field of a price that is not a positive integer', () => {
    const bad = serviceYaml().replace('price: 1000000', 'price: -5');
    expect(() => loadCatalogue({ 'src/content/services/demo.yaml': bad }, ROOMS)).toThrow(
      /src\/content\/services\/demo\.yaml:\n  - options\.0\.price: must be a positive number of VND/,
    );
    const fractional = serviceYaml().replace('price: 1000000', 'price: 1000.5');
    expect(() => loadCatalogue({ 'src/content/services/demo.yaml': fractional }, ROOMS)).toThrow(/whole number of VND/);
  });

  it('rejects an id that differs from the file name, and duplicate option ids', () => {
    expect(() => loadCatalogue({ 'src/content/services/other.yaml': serviceYaml() }, ROOMS)).toThrow(/must match the file name/);
    const second = serviceYaml().replace('id: demo\n', 'id: demo2\n');
    expect(() =>
      loadCatalogue({ 'src/content/services/demo.yaml': serviceYaml(), 'src/content/services/demo2.yaml': second }, ROOMS),
    ).toThrow(/"demo-60" is used by both demo and demo2/);
  });

  it('refuses a room that is not a room kind of the business facts, naming the file and the field (issue 38)', () => {
    const pool = serviceYaml().replace('room: standard', 'room: pool');
    expect(() => loadCatalogue({ 'src/content/services/demo.yaml': pool }, ROOMS)).toThrow(
      'Invalid data in src/content/services/demo.yaml:\n  - room: "pool" is not a room kind of src/content/business/spa.yaml (rooms: standard, vip)',
    );
    const option = serviceYaml().replace('tier: standard }', 'tier: vip, room: vips }');
    expect(() => loadCatalogue({ 'src/content/services/demo.yaml': option }, ROOMS)).toThrow(/demo\.yaml:\n {2}- options\.0\.room: "vips" is not a room kind/);
    expect(loadCatalogue({ 'src/content/services/demo.yaml': serviceYaml().replace('tier: standard }', 'tier: vip, room: vip }') }, ROOMS)[0]?.options[0]?.room).toBe('vip');
    expect(() => loadCatalogue({ 'src/content/services/demo.yaml': serviceYaml().replace('room: standard\n', '') }, ROOMS)).toThrow(/demo\.yaml:\n {2}- room:/);
  });

  it("gives every shipped service a room of spa.yaml's rooms", () => {
    const rooms = new Set(BUSINESS.rooms.map((r) => r.id));
    for (const service of SERVICES) {
      expect(rooms.has(service.room), service.id).toBe(true);
      for (const option of service.options) expect(option.room === undefined || rooms.has(option.room), option.id).toBe(true);
    }
  });

  it('names malformed YAML with its file', () => {
    expect(() => loadCatalogue({ 'src/content/services/demo.yaml': 'id: [unclosed' }, ROOMS)).toThrow(
      /Invalid YAML in src\/content\/services\/demo\.yaml/,
    );
  });

  it('rejects an unknown service id where other data references the catalogue', () => {
    const result = ServiceIdSchema.safeParse('lingam-massage');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/must be one of the catalogue's service ids: thai-massage/);
  });
});
