// Issue 34, finding 5: behind nginx the Node server sees only nginx's sockets and does not cap
// them per client (src/server/host/connection-cap.ts), so the rendered nginx config is where one visitor's
// sockets and requests are bounded. Its timeouts match the Node server's (src/server/host/index.ts).
import { describe, expect, it } from 'vitest';
import { renderSiteConf } from '../../scripts/lib/nginx.ts';

const conf = renderSiteConf({ dist: '/srv/kingstone/dist', listen: '8080', upstreams: ['127.0.0.1:4321'], brotli: false });

/** The value of a directive in the server block (four spaces in), or undefined. */
const serverDirective = (name: string) => new RegExp(`^ {4}${name} ([^;]+);$`, 'm').exec(conf)?.[1];

describe('the nginx config in front of Node', () => {
  it('limits the requests in progress per visitor address, answering 429 past it', () => {
    expect(conf).toMatch(/^limit_conn_zone \$binary_remote_addr zone=kingstone_per_client:\d+m;$/m);
    expect(serverDirective('limit_conn')).toBe('kingstone_per_client 100');
    expect(serverDirective('limit_conn_status')).toBe('429');
  });

  it("closes sockets that send no headers within the Node server's 8 s, and idle kept-alive ones within 15 s", () => {
    expect(serverDirective('client_header_timeout')).toBe('8s');
    expect(serverDirective('client_body_timeout')).toBe('30s');
    // nginx keeps an idle socket 75 s when not told otherwise.
    expect(serverDirective('keepalive_timeout')).toBe('15s');
  });
});
