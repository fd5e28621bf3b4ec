/**
 * The town of an address, read conservatively, for what a calendar feed may show of a place
 * (decision 056): only from the form "…, Town, ST" or "…, Town, ST 12345", and only a name of
 * letters, spaces, dots, apostrophes and hyphens, so a street, a number or a name with digits
 * never passes for a town. Anything else gives none: the feed then shows no place at all.
 */
export function townOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const parts = address.split(/[,\n]/).map((part) => part.trim()).filter(Boolean);
  if (parts.length < 3) return undefined;
  const state = parts.at(-1)!;
  const town = parts.at(-2)!;
  if (!/^[A-Za-z]{2}\.?(\s+\d{5}(-\d{4})?)?$/.test(state)) return undefined;
  return /^\p{L}[\p{L} .'-]{0,60}$/u.test(town) ? town : undefined;
}
