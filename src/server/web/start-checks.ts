// Settings that cannot work stop the server at start, in one line (scripts/start.mjs prints it),
// rather than showing later as a login that never succeeds, a forgeable status link or a button
// anyone in a group can press. Run by the start handshake (src/pages/api/internal/start.ts).
import { adminConfigError } from '../services/admin/password';
import { installSecretError } from '../services/install-secret';
import { parseAllowedUserIds } from './telegram/callback';

/** The first setting that cannot work, in one line; undefined when all can. */
export function startProblem(env: Record<string, string | undefined>): string | undefined {
  const allowed = parseAllowedUserIds(env['TELEGRAM_ALLOWED_USER_IDS']);
  return adminConfigError(env) ?? installSecretError(env) ?? ('error' in allowed ? allowed.error : undefined);
}
