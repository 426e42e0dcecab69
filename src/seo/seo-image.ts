/** The picture a link preview shows (Open Graph, Twitter card). */
export interface SeoImage {
  /** Root-relative path or absolute URL. */
  src: string;
  width: number;
  height: number;
  alt: string;
}
