import jsonExport from 'jsonexport/dist';
import { downloadCSV, type RaRecord } from 'react-admin';

/**
 * A spreadsheet runs a cell that begins with one of these as a formula (`=HYPERLINK(...)` in a
 * prospect's name would be a live link in the office's copy of the board): such text is written
 * with a leading apostrophe, which shows it as text (OWASP, CSV injection). Numbers are left as
 * numbers: a negative one is no formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
};

/** The records as CSV: the named columns in order, header first, every cell safe to open. */
export const toCsv = <T extends object>(
  records: readonly T[],
  columns: readonly (keyof T)[],
): Promise<string> => {
  const headers = columns.map(String);
  const rows = records.map((record) =>
    Object.fromEntries(columns.map((column) => [String(column), cell(record[column])])),
  );
  return jsonExport(rows, { headers, endOfLine: '\n' });
};

/** react-admin's exporter for the columns: the CSV, downloaded as `filename.csv`. */
export const csvExporter =
  <T extends RaRecord>(columns: readonly (keyof T)[], filename: string) =>
  async (records: readonly T[]) =>
    downloadCSV(await toCsv(records, columns), filename);
