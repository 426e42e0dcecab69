// Sätteri's parse time grows with the square of a body's character references (`&#x10FFFF;`,
// `&amp;`): adjacent references merge into one text node, and every step of the merge lands in the
// string pool handed to JavaScript (8,000 references: a 96 MB pool), which a plugin reading the
// text (our quotes) decodes. 20,000 of them took 9 s (17 s with our plugins) on one core. Every
// other construct costs about 13 µs a character at worst (measured with satteri 0.10.5: 64 KB of
// `_a_ ` in 1 s). So a body from a request is measured first, in one pass, and refused past limits
// no article comes near (the longest body the site has is 10,900 characters, and none types a
// character reference): then a hostile body costs at most ~1 s of the studio's parser thread
// (src/server/services/studio/article-body/parse-thread.ts), and none of the server's.

/** Characters in one language's body: 3.5× the longest article's. */
export const MAX_BODY_CHARACTERS = 30_000;
/** Character references (`&#…;`, `&name;`) in one body. */
export const MAX_CHARACTER_REFERENCES = 200;

export type SizeProblem = { kind: 'long'; max: number } | { kind: 'references'; line: number; max: number };

/** A reference as the parser reads one; bounded quantifiers only, so the scan is linear. */
const REFERENCE = /&(?:#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,8}|[A-Za-z][A-Za-z0-9]{1,31});/g;

/** What makes `body` too costly to parse, if anything; the line given is the first reference past the limit. */
export function sizeProblem(body: string): SizeProblem | undefined {
  if (body.length > MAX_BODY_CHARACTERS) return { kind: 'long', max: MAX_BODY_CHARACTERS };
  let count = 0;
  for (const match of body.matchAll(REFERENCE)) {
    count += 1;
    if (count > MAX_CHARACTER_REFERENCES) {
      let line = 1;
      for (let i = 0; i < match.index; i += 1) if (body.charCodeAt(i) === 10) line += 1;
      return { kind: 'references', line, max: MAX_CHARACTER_REFERENCES };
    }
  }
  return undefined;
}
