// Which images an article may name, in its texts and its data: photos of its own folder, by a plain
// name. Astro turns every relative image of a Markdown body into an `import`, so a name that is
// anything else (another extension, a query such as ?raw, a folder, a path out of the folder)
// would make the build read some other file as code. One rule for the body check, the data
// schema and the studio's folder listing.

/**
 * The photo types an article's folder holds, spelled as the build's globs spell them (lower case:
 * a glob is case-sensitive, so "x.PNG" would pass a check and never resolve). import.meta.glob
 * takes only a literal, so src/blog/article-data.ts and src/services/pages.ts repeat the list, and
 * tests/unit/studio-articles/body-images.test.ts holds them to this one.
 */
export const ARTICLE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** Longer than any photo name the site has; a longer one is not looked at. */
export const MAX_PHOTO_NAME = 120;
/** "hero.jpg", "room-1.webp": letters, digits, _ and -, dot-separated, ending in a photo type. No folder, query or escape. */
export const PHOTO_NAME = new RegExp(`^[A-Za-z0-9_][\\w-]*(?:\\.[\\w-]+)*\\.(?:${ARTICLE_IMAGE_EXTENSIONS.join('|')})$`);

/** Whether `name` is a photo's plain file name ("hero.jpg"). */
export function isPhotoName(name: string): boolean {
  return name.length <= MAX_PHOTO_NAME && PHOTO_NAME.test(name);
}

/**
 * The photo a body's image source names, when it names one of the folder's by its plain name
 * ("./hero.jpg" or "hero.jpg" → "hero.jpg"); undefined for anything else.
 */
export function ownPhotoOf(src: string): string | undefined {
  const name = src.startsWith('./') ? src.slice(2) : src;
  return isPhotoName(name) ? name : undefined;
}
