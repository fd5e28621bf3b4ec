/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV Injection; ASVS 5 1.2.10): = + - @, tab, carriage return, and NUL. */
const FORMULA_START = /^[=+\-@\t\r\0]/;

/**
 * A cell a spreadsheet shows as text: one that would start a formula gets a leading apostrophe,
 * which Excel, LibreOffice and Google Sheets take as "text" and do not show.
 */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: every field quoted, quotes inside doubled, so commas and line breaks in a field stay in it. */
const field = (value: string) => `"${neutralise(value).replace(/"/g, '""')}"`;

/**
 * A CSV file: a header row and rows, CRLF line ends (the last row's included), UTF-8 with a
 * byte-order mark so spreadsheet programs read accents and dashes right.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('')}`;
}
