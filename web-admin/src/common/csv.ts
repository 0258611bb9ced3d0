// CSV for the back office's exports: one header row, then the records, quoted where needed.

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV of records with the named columns, header first. */
export const toCsv = <T extends object>(records: readonly T[], columns: readonly (keyof T)[]) =>
  [
    columns.map(String).join(','),
    ...records.map((r) => columns.map((c) => cell(r[c])).join(',')),
  ].join('\n');
