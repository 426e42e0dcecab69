import { BusinessSchema, type Business, type PhoneLine } from './business-schema';
import { parseConfig, parseYamlFile } from './config-error';
import raw from '../content/business/spa.yaml?raw';

const FILE = 'src/content/business/spa.yaml';

/** The spa's validated business facts. A bad value stops the build with the field named. */
export const BUSINESS: Business = parseConfig(BusinessSchema, parseYamlFile(raw, FILE), FILE);

/** The number a call link on `line` dials. */
export function phoneOf(line: PhoneLine): string {
  return line === 'partner' ? BUSINESS.partnerHotline : BUSINESS.hotline;
}
