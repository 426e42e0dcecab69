/**
 * The sizes a photo of the studio is kept at, shared by the server that re-encodes an upload
 * (src/server/services/studio/photos/reencode.ts) and the browser that shrinks a phone's photo
 * before sending it (src/components/studio/photos/prepare-photo.ts): what the browser sends is
 * never larger than what the server would keep.
 */

/** The stored photo's long side at most: above every width the build makes (1920 for the home poster). */
export const STORED_MAX_SIDE = 2560;
