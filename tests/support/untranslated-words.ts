import { LOCALES, LOCALE_META } from '../../src/i18n/locales';

/** Common English words with a Korean translation: on a Korean page they are an untranslated text. */
const ENGLISH_UI_WORDS = [
  'Golf', 'Football', 'Soccer', 'Baseball', 'Basketball', 'Volleyball', 'Tennis', 'Running', 'Sports', 'Weather',
  'News', 'Price', 'Prices', 'Open', 'Opening', 'Hours', 'Book', 'Booking', 'Menu', 'Search', 'Read more', 'More',
  'Home', 'Contact', 'Call', 'Address', 'Area', 'District', 'Rank', 'Rating', 'Venue', 'Service', 'Services',
  'Close', 'Next', 'Previous', 'Details', 'Urgent', 'Security', 'Recommended', 'Minutes', 'Guests', 'Free',
  'Series', 'League', 'Final', 'Match', 'Team', 'Written in', 'Original', 'Translation',
];

/**
 * The other languages' own names ("Tiếng Việt", "English"): inside a Korean sentence a language is
 * named in Korean; its own name belongs only on a link marked with that language's `lang`.
 */
const ENDONYMS = LOCALES.filter((l) => l !== 'ko').map((l) => LOCALE_META[l].name);

/**
 * An untranslated English word or a language's own name, as a word of its own among Latin letters
 * (a Korean particle may follow it: "Tiếng Việt로").
 */
export const UNTRANSLATED_WORD = new RegExp(
  `(?<![\\p{Script=Latin}\\p{N}])(?:${[...ENGLISH_UI_WORDS, ...ENDONYMS].join('|')})(?![\\p{Script=Latin}\\p{N}])`,
  'u',
);

/** Names that keep their English form in Korean (leagues, brands). */
export const KEPT_NAMES = [/K League \d/g, /V-League/g, /Kingstone Spa/g, /Google Maps/g];

/** A text without the names that keep their English form. */
export const withoutKeptNames = (text: string) => KEPT_NAMES.reduce((t, n) => t.replace(n, ''), text);
