import { BusinessSchema, type Business } from './business-schema';
import { parseConfig, parseYamlFile } from './config-error';
import raw from '../content/business/spa.yaml?raw';

const FILE = 'src/content/business/spa.yaml';

/** The spa's validated business facts. A bad value stops the build with the field named. */
export const BUSINESS: Business = parseConfig(BusinessSchema, parseYamlFile(raw, FILE), FILE);
