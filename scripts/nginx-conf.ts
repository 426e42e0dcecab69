// `npm run nginx:conf -- --listen 80 --upstream 127.0.0.1:4321 [--upstream …] [--dist /srv/kingstone/dist] [--access-log FILE]`
// Prints the site's nginx server block for this build (see deploy/README.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderSiteConf } from './lib/nginx.ts';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    upstream: { type: 'string', multiple: true, default: ['127.0.0.1:4321'] },
    dist: { type: 'string', default: path.resolve('dist') },
    'access-log': { type: 'string' },
  },
});
process.stdout.write(renderSiteConf({ dist: path.resolve(values.dist), listen: values.listen, upstreams: values.upstream, ...(values['access-log'] ? { accessLog: values['access-log'] } : {}) }));
