import { SERVICES } from '../../src/config/catalogue';

/**
 * The price of a catalogue option as the owner set it in src/content/services: tests expect it
 * instead of the spec's sample value, so editing a price (as the README invites) breaks nothing.
 */
export function optionPrice(optionId: string): number {
  const option = SERVICES.flatMap((s) => s.options).find((o) => o.id === optionId);
  if (!option) throw new Error(`No catalogue option "${optionId}"`);
  return option.price;
}
