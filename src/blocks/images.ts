/** An image file named in data.yaml, already processed by Astro's image pipeline by the article page. */
export interface ResolvedImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** Looks up an image by its data.yaml file name; throws when the page did not resolve it. */
export type ImageResolver = (file: string) => ResolvedImage;
