/**
 * Links to map services. Building a URL loads nothing: visitors follow these links to the map
 * provider, and the one embedded map is inserted only after a click (src/browser/contact-map.ts),
 * so the page makes no request to any map host on load (SPEC §2).
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * A URL query value with letters, marks and digits of any script left as they are (a valid URL in
 * HTML; the browser encodes them when it follows the link), spaces as "+" and everything else
 * percent-encoded. Percent-encoded, a Vietnamese address takes three times its bytes, 25 times
 * over in the home page's top list, whose HTML must fit the first 14.6 KB a connection sends.
 */
function queryValue(text: string): string {
  return text.toWellFormed().replace(/[^\p{L}\p{M}\p{N}\-._~,]/gu, (c) => (c === ' ' ? '+' : encodeURIComponent(c)));
}

/** Google Maps search for an address or place (documented "Maps URLs", api=1). */
export function googleMapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${queryValue(query)}`;
}

/** Google Maps pin at coordinates. */
export function googleMapsPointUrl({ latitude, longitude }: LatLng): string {
  return googleMapsSearchUrl(`${latitude},${longitude}`);
}

/** Google Maps embed (no API key needed) centred on coordinates, in the page's language. */
export function googleMapsEmbedUrl({ latitude, longitude }: LatLng, language: string, zoom = 16): string {
  const params = new URLSearchParams({ q: `${latitude},${longitude}`, z: String(zoom), hl: language, output: 'embed' });
  return `https://www.google.com/maps?${params.toString()}`;
}

/** Naver Map centred on coordinates (its web "c" parameter: longitude, latitude, zoom). */
export function naverMapUrl({ latitude, longitude }: LatLng, zoom = 16): string {
  return `https://map.naver.com/v5/?c=${longitude},${latitude},${zoom},0,0,0,dh`;
}

/** Kakao Map pin with a label (Kakao's documented link form: /link/map/name,lat,lng). */
export function kakaoMapUrl(name: string, { latitude, longitude }: LatLng): string {
  return `https://map.kakao.com/link/map/${encodeURIComponent(name)},${latitude},${longitude}`;
}
