// The command-line tools' settings (src/server/settings/read-settings.ts), or one line naming
// each variable that cannot work and exit 1: a tool never starts on a value it would misread.
import { SettingsError, toolSettings, type Settings } from '../../src/server/settings/read-settings.ts';

export function settingsOrExit(): Settings {
  try {
    return toolSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`settings: ${error.message}`);
    process.exit(1);
  }
}
