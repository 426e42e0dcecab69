// @ts-check
// Where Debian's nginx and its Brotli module live; NGINX_BIN overrides the binary.
// Plain JavaScript: the test-tools list reads it on the machine's own Node, before `npm ci`.
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
