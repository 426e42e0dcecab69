import { MIN_PASSWORD_LENGTH } from './password';

/**
 * Why a new password is refused, or undefined when it is good enough (OWASP ASVS 6.2.1, 6.2.4,
 * 6.2.11): shorter than 12 characters; on the list of passwords most often found in breaches
 * (shipped offline with @zxcvbn-ts/language-common: nearly 50,000 of them, no request leaves the
 * server); one of them with only digits or symbols around it ("password2024!"), repeated, or made
 * of one character or a keyboard run; or the person's own login, name or the spa's name.
 */
export type PasswordProblem = 'short' | 'common' | 'personal';

let common: Set<string> | undefined;

async function commonPasswords(): Promise<Set<string>> {
  // Loaded at the first new password, not at start: the list takes a few megabytes.
  common ??= new Set((await import('@zxcvbn-ts/language-common')).dictionary['passwords-common']);
  return common;
}

const RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv'];

/** One short piece said again and again: "abcabcabcabc", "111111111111". */
function isRepeated(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size += 1) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return true;
  }
  return false;
}

export async function passwordProblem(password: string, personal: readonly string[] = []): Promise<PasswordProblem | undefined> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'short';
  const lower = password.toLowerCase();
  const list = await commonPasswords();
  // What is left once digits, symbols and spaces around the words are taken away.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (list.has(lower) || (core.length >= 4 && list.has(core)) || isRepeated(lower) || isRepeated(core)) return 'common';
  if (RUNS.some((run) => run.includes(lower) || (core.length >= 4 && run.includes(core)))) return 'common';
  const names = [...personal, 'kingstone'].map((p) => p.toLowerCase().replace(/\s+/g, '')).filter((p) => p.length >= 3);
  const squashed = lower.replace(/\s+/g, '');
  if (names.some((name) => squashed === name || core === name || squashed.replace(/[^\p{L}]/gu, '') === name)) return 'personal';
  return undefined;
}
