/**
 * CSV for Excel: UTF-8 with a BOM (so Korean and Vietnamese show), CRLF rows, every cell quoted,
 * and cells that a spreadsheet would run as a formula (= + - @, tab, CR) prefixed with a quote.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
