import { z } from 'zod';
import { ConfigError, parseConfig, parseYamlFile } from './config-error';
import { ruleMessage } from './schema-messages';
import { ServiceSchema, type Service, type ServiceOption } from './catalogue-schema';
import { catalogueIssues } from './catalogue-rules';
import { BUSINESS } from './business';
import type { Locale } from '../i18n/locales';

/**
 * Validates the price catalogue: every file on its own, then the rules that span files
 * (src/config/catalogue-rules.ts: file name = id, unique option ids, every room one of `roomIds`,
 * the business facts' room kinds).
 */
export function loadCatalogue(files: Record<string, string>, roomIds: readonly string[]): Service[] {
  const services = Object.entries(files).map(([file, text]) => ({ file, service: parseConfig(ServiceSchema, parseYamlFile(text, file), file) }));
  const [issue] = catalogueIssues(services, roomIds);
  if (issue?.rule === 'optionIdTaken') throw new ConfigError(`Invalid price catalogue:\n  - options.id: ${issue.message}`);
  if (issue) throw new ConfigError(`Invalid data in ${issue.file}:\n  - ${issue.path.join('.')}: ${issue.message}`);
  return services.map((s) => s.service).sort((a, b) => a.order - b.order);
}

const FILES = import.meta.glob<string>('/src/content/services/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every service, in display order. */
export const SERVICES: readonly Service[] = loadCatalogue(
  Object.fromEntries(Object.entries(FILES).map(([path, text]) => [path.slice(1), text])),
  BUSINESS.rooms.map((room) => room.id),
);

/** Services that have their own page under /services/<id>. */
export const PAGE_SERVICES: readonly Service[] = SERVICES.filter((s) => s.page);

export const SERVICE_IDS = SERVICES.map((s) => s.id) as [string, ...string[]];
export const OPTION_IDS = SERVICES.flatMap((s) => s.options.map((o) => o.id)) as [string, ...string[]];

const OPTIONS_BY_ID = new Map(SERVICES.flatMap((service) => service.options.map((option) => [option.id, { service, option }] as const)));

/** A bookable option and its service by the option's id; undefined for an id the catalogue does not have. */
export function findOption(id: string | null | undefined): { service: Service; option: ServiceOption } | undefined {
  return id ? OPTIONS_BY_ID.get(id) : undefined;
}

/** The room kind an option uses: its own `room`, else its service's. */
export function optionRoom(service: Pick<Service, 'room'>, option: Pick<ServiceOption, 'room'>): string {
  return option.room ?? service.room;
}

/** A schema for references to a service from other data: an unknown id fails with the known ones listed. */
export const ServiceIdSchema = z.enum(SERVICE_IDS, {
  message: ruleMessage('serviceId', { ids: SERVICE_IDS.join(', ') }),
});

export function getService(id: string): Service {
  const service = SERVICES.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service id "${id}"`);
  return service;
}

/** The lowest price of a service, for "from …" labels. */
export function getStartingOption(service: Service): ServiceOption {
  return service.options.reduce((low, o) => (o.price < low.price ? o : low));
}

/** The word that marks an option's tier after the service name; the same in every language. */
const TIER_WORD: Record<ServiceOption['tier'], string | undefined> = { standard: undefined, vip: 'VIP' };

/**
 * The tier word an option's name needs, if any: "VIP" for a VIP option, unless the service's name
 * already says it in that language (Super King VIP: never "Super King VIP VIP").
 */
export function optionTierWord(service: Service, option: ServiceOption, locale: Locale): string | undefined {
  const word = TIER_WORD[option.tier];
  if (word === undefined) return undefined;
  return service.name[locale].split(/\s+/).includes(word) ? undefined : word;
}

/**
 * An option's name in a locale, the one rule for the booking form, notifications and structured
 * data: "로열 타이 마사지 VIP", "Massage Thái Hoàng Gia", "Super King VIP".
 */
export function optionName(service: Service, option: ServiceOption, locale: Locale): string {
  const tier = optionTierWord(service, option, locale);
  return tier === undefined ? service.name[locale] : `${service.name[locale]} ${tier}`;
}
