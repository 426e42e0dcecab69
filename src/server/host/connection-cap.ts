// One client must not hold every connection: 1,000 idle sockets from one address made every
// other visitor's request fail (issue 34). Sockets are counted per client address (an IPv6 /64,
// ../src/server/http/address-prefix.ts), and one past the cap is closed on arrival. A trusted proxy's
// sockets are not counted: every visitor behind nginx arrives from its address, and nginx limits
// each of them itself (deploy/README.md).
import type http from 'node:http';
import { plainAddress, type TrustRule } from './client-address.ts';
import { limitAddress } from '../http/address-prefix.ts';

/** Sockets one client may hold: a browser opens about six, and a carrier's NAT puts many phones behind one address. */
export const DEFAULT_CONNECTIONS_PER_CLIENT = 100;

export function capConnectionsPerClient(server: http.Server, max: number, trusted: TrustRule): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const peer = plainAddress(socket.remoteAddress ?? '');
    if (trusted(peer, 0)) return;
    const key = limitAddress(peer);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
