// Renders deploy/nginx/kingstone.conf.template for a build, and runs a private nginx in front of
// our Node server (end-to-end tests, bench:serve). Production uses `npm run nginx:conf`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BODY_LIMIT, LARGE_BODY_ROUTES } from '../../src/server/http/body-limits.ts';
import { ON_DEMAND_PAGES, ON_DEMAND_SECTIONS, PREFIXED_LOCALES } from '../../src/server/http/on-demand-routes.ts';
import { BROTLI_MODULE, NGINX_BIN } from './nginx-paths.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TEMPLATE = path.join(ROOT, 'deploy/nginx/kingstone.conf.template');

/** A prefixed locale's not-found pages: its own, and its blog's for missing articles. */
function localeNotFoundLocations(locale: string) {
  return ['', 'blog/'].map((section) =>
    [
      `    location /${locale}/${section} {`,
      `        error_page 404 /${locale}/${section}404/index.html;`,
      '        try_files $uri $uri/index.html =404;',
      '    }',
    ].join('\n'),
  );
}

/** `text` matched literally inside an nginx regular expression ("booking-availability.json" has a dot). */
const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What every location that hands a request to Node sets up. */
const PROXY_TO_NODE = [
  'proxy_pass http://kingstone_node;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $http_host;',
  "# The visitor's address as nginx saw it, replacing whatever the client claimed: the Node",
  "# server trusts this header only from TRUST_PROXY (set it to this nginx's address).",
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Forwarded-Host $http_host;',
  "# nginx adds the baseline security headers itself; drop Node's copies, keep its CSP.",
  'proxy_hide_header Strict-Transport-Security;',
  'proxy_hide_header X-Content-Type-Options;',
  'proxy_hide_header Referrer-Policy;',
  'proxy_hide_header Permissions-Policy;',
  'proxy_hide_header Cross-Origin-Opener-Policy;',
  'proxy_hide_header X-Frame-Options;',
]
  .map((line) => `        ${line}`)
  .join('\n');

/** A route that takes a larger body than the server's default: its own prefix location. */
function largeBodyLocation({ prefix, bytes }: { prefix: string; bytes: number }) {
  return [`    location ^~ ${prefix} {`, `        client_max_body_size ${Math.ceil(bytes / 1024)}k;`, PROXY_TO_NODE, '    }'].join('\n');
}

/** The site's server block for nginx. */
export function renderSiteConf({
  dist,
  listen,
  upstreams,
  brotli = existsSync(BROTLI_MODULE),
  accessLog = '/var/log/nginx/kingstone.access.log',
}: {
  dist: string;
  listen: string;
  upstreams: string[];
  brotli?: boolean;
  accessLog?: string;
}) {
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{ON_DEMAND_SECTIONS}}', ON_DEMAND_SECTIONS.map(regexLiteral).join('|'))
    .replaceAll('{{ON_DEMAND_PAGES}}', ON_DEMAND_PAGES.join('|'))
    .replaceAll('{{PREFIXED_LOCALES}}', PREFIXED_LOCALES.map((locale) => `/${locale}`).join('|'))
    .replaceAll('{{LOCALE_NOT_FOUND_LOCATIONS}}', PREFIXED_LOCALES.flatMap(localeNotFoundLocations).join('\n'))
    .replaceAll('{{LARGE_BODY_LOCATIONS}}', LARGE_BODY_ROUTES.map(largeBodyLocation).join('\n'))
    .replaceAll('{{PROXY_TO_NODE}}', PROXY_TO_NODE)
    .replaceAll('{{DEFAULT_BODY_LIMIT}}', `${DEFAULT_BODY_LIMIT / 1024}k`)
    .replaceAll('{{DIST}}', dist)
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{ACCESS_LOG}}', accessLog)
    .replaceAll('{{UPSTREAMS}}', upstreams.map((u) => `    server ${u};`).join('\n'))
    .replaceAll('{{BROTLI}}', brotli ? 'brotli_static on;' : '# brotli_static: install libnginx-mod-http-brotli-static');
}

/** A whole nginx.conf for an unprivileged, self-contained nginx under `prefix`. */
export function renderMainConf({ prefix, siteConf, workers }: { prefix: string; siteConf: string; workers?: number | 'auto' | undefined }) {
  const brotli = existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '';
  // As root, nginx would switch its workers to "nobody"; keep the caller's user.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${brotli}
${user}
worker_processes ${workers ?? 'auto'};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/css application/javascript application/json application/xml text/plain image/svg+xml;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 5;
    map_hash_bucket_size 256;
    map_hash_max_size 262144;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${siteConf};
}
`;
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:`port` (nginx is up once it does). */
function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A one-day self-signed certificate for 127.0.0.1 under `prefix` (the machine's openssl). */
function selfSignedCertificate(prefix: string) {
  const certificate = path.join(prefix, 'loopback.crt');
  const key = path.join(prefix, 'loopback.key');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate], { stdio: 'ignore' });
  return { certificate, key };
}

/**
 * Starts nginx on a free port of 127.0.0.1 in front of `upstreams`; resolves once it answers.
 */
export async function startNginx({
  dist,
  upstreams,
  prefix,
  workers,
  tls = false,
}: {
  dist: string;
  upstreams: string[];
  prefix: string;
  workers?: number | 'auto' | undefined;
  /** Serve HTTPS with HTTP/2 as the deploy guide's server does, on a throwaway self-signed certificate. */
  tls?: boolean;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx not found at ${NGINX_BIN}: apt-get install -y nginx libnginx-mod-http-brotli-static`);
  mkdirSync(prefix, { recursive: true });
  const port = await freePort();
  const siteConf = path.join(prefix, 'kingstone.conf');
  const listen = tls ? `127.0.0.1:${port} ssl http2` : `127.0.0.1:${port}`;
  let conf = renderSiteConf({ dist, listen, upstreams, accessLog: `${prefix}/access.log` });
  if (tls) {
    const { certificate, key } = selfSignedCertificate(prefix);
    conf = conf.replace(`listen ${listen};`, `listen ${listen};\n    ssl_certificate ${certificate};\n    ssl_certificate_key ${key};`);
  }
  writeFileSync(siteConf, conf);
  const mainConf = path.join(prefix, 'nginx.conf');
  writeFileSync(mainConf, renderMainConf({ prefix, siteConf, workers }));
  const test = spawn(NGINX_BIN, ['-t', '-q', '-p', prefix, '-c', mainConf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let testErr = '';
  test.stderr.on('data', (d) => (testErr += d));
  const ok = await new Promise((resolve) => test.on('exit', (code) => resolve(code === 0)));
  if (!ok) throw new Error(`nginx -t failed:\n${testErr}`);
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', mainConf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await accepts(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGQUIT');
      }),
  };
}
