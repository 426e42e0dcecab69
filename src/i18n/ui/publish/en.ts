import type { PublishUIKey } from './ko';

export const publishEn = {
  'publish.unavailable': 'This server cannot publish. The studio publishes only when the server runs with npm start in the site’s source folder.',
  'publish.busy': 'A publish is already running. Try again when it has finished.',
  'publish.error.data': 'The site could not be built because a data file has a wrong value. Fix the items below and publish again. The live site has not changed.',
  'publish.error.links': 'Publishing stopped because a link on the site points to a page that does not exist. Fix the links below and publish again. The live site has not changed.',
  'publish.error.disk': 'The server ran out of disk space, so nothing was published. Free some space and publish again. The live site has not changed.',
  'publish.error.killed': 'Building the site was stopped before it finished. Publish again. The live site has not changed.',
  'publish.error.build': 'The site could not be built. Please pass the lines below to your developer. The live site has not changed.',
  'publish.error.switch': 'The new site was built but could not be put live. The live site has not changed. Publish again.',
  'publish.error.hook': 'The command that ships the new site to the other servers (PUBLISH_HOOK) failed, so nothing was switched. The live site has not changed. Please pass the lines below to your developer.',
  'publish.restore.missing': 'That version is no longer on the server.',
  'publish.restore.live': 'That version is already the live site.',
  'publish.restore.damaged': 'That version’s files are damaged, so it was not restored. The live site and the files are unchanged. Please tell your developer.',
} as const satisfies Record<PublishUIKey, string>;
