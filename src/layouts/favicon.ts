// The site icon goes into each page's head as a data: URL. A linked icon is one more request
// while the page loads. On a phone's first visit that request shares the bandwidth with the hero
// image: in Lighthouse's simulation an article's 11 KB hero then needs one more round trip, and
// its LCP moved from 926 to 1,067 ms. public/favicon.svg stays the one source and is still served.
import svg from '../../public/favicon.svg?raw';

/** The icon as a data: URL: the characters a URL cannot hold as they are (space included) escaped. */
export const FAVICON_HREF = `data:image/svg+xml,${svg
  .trim()
  .replace(/\s*\n\s*/g, ' ')
  .replace(/"/g, "'")
  .replace(/[ <>#%]/g, encodeURIComponent)}`;
