/** Prints a Markdown table (readable in a terminal, pasteable into docs/performance.md). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `-${'-'.repeat(width)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

export const formatBytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
