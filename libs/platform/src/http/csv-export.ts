import { ADMIN_CSV_MAX_ROWS, CSV_TRUNCATED_HEADER, type ApiList } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';

type CellValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CellValue;
}

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_LEADS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** One RFC 4180 field: text that a spreadsheet opens as text, never as a formula. */
export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (text.length > 0 && FORMULA_LEADS.has(text[0] as string)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header line, then a line per row, CRLF line ends, UTF-8 with a BOM for Excel. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface CollectedRows<Row> {
  rows: Row[];
  /** More rows matched than an export holds. */
  truncated: boolean;
}

const EXPORT_PAGE_SIZE = 100;

/**
 * Every row a list's filters match, read through the list's own paged query (so the export and the
 * table can never disagree about what matched), up to `maxRows`.
 */
export async function collectAllPages<Row>(
  readPage: (page: number, limit: number) => Promise<ApiList<Row>>,
  maxRows: number = ADMIN_CSV_MAX_ROWS,
): Promise<CollectedRows<Row>> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await readPage(page, EXPORT_PAGE_SIZE);
    rows.push(...data);
    if (rows.length >= maxRows) return { rows: rows.slice(0, maxRows), truncated: meta.total > maxRows };
    if (data.length < EXPORT_PAGE_SIZE || rows.length >= meta.total) return { rows, truncated: false };
  }
}

/** A file name such as `orders-2026-11-27.csv`: the list's name and the export's UTC day. */
export function csvFileName(list: string, now: Date = new Date()): string {
  const safe =
    list
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Answers with the export as a download. Return its result from a handler that took
 * `@Res({ passthrough: true })`.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  list: string,
  columns: readonly CsvColumn<Row>[],
  collected: CollectedRows<Row>,
): string {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(list)}"`)
    .header('cache-control', 'no-store');
  if (collected.truncated) void reply.header(CSV_TRUNCATED_HEADER, String(collected.rows.length));
  return toCsv(columns, collected.rows);
}
