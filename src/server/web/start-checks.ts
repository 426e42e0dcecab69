// Settings that cannot work stop the server at start, in one line (scripts/start.mjs prints it),
// rather than showing later as a login that never succeeds, a forgeable status link or a button
// anyone in a group can press. Run by the start handshake (src/pages/api/internal/start.ts).
import { adminConfigError } from '../services/admin/password';
import { installSecretError } from '../services/install-secret';
import { serverSettings, SettingsError, type Settings } from '../settings/read-settings';
import { parseAllowedUserIds } from './telegram/callback';

/** The first setting that cannot work, in one line; undefined when all can. */
export function startProblem(): string | undefined {
  let settings: Settings;
  try {
    settings = serverSettings();
  } catch (error) {
    if (error instanceof SettingsError) return `settings: ${error.message}`;
    throw error;
  }
  const allowed = parseAllowedUserIds(settings.TELEGRAM_ALLOWED_USER_IDS);
  return adminConfigError(settings) ?? installSecretError(settings) ?? ('error' in allowed ? allowed.error : undefined);
}
