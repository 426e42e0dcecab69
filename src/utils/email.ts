import { z } from 'zod';

// The length is checked before anything else reads the text: the address pattern then never
// sees more than an address can hold.
/** An e-mail address as we store it: at most 254 characters, trimmed and lowercased. */
export const EmailSchema = z
  .string()
  .max(320)
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.email().max(254));
