/** Mail providers that ignore dots in the local part; googlemail.com is another name for gmail.com. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for counting one person's bookings: case is ignored,
 * a `+tag` is dropped from the local part (for every domain, as most providers deliver
 * `name+tag@` to `name@`), and for Gmail the dots too. Only for comparing: the address the
 * person typed is what is stored and written to.
 */
export function emailKey(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
