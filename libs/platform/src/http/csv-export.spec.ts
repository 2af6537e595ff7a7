import { collectAllPages, csvCell, csvFileName, toCsv } from './csv-export';

describe('csvCell', () => {
  it('leaves plain values as they are and empties missing ones', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-42)).toBe('-42');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-27T10:00:00.000Z');
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('keeps text that starts like a formula from running as one', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('toCsv', () => {
  it('writes a header and a CRLF line per row after a BOM', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string; points: number }) => row.name },
        { header: 'Points', value: (row) => row.points },
      ],
      [
        { name: 'Ada, L.', points: 10 },
        { name: 'Grace', points: 0 },
      ],
    );
    expect(csv).toBe('\uFEFFName,Points\r\n"Ada, L.",10\r\nGrace,0\r\n');
  });
});

describe('collectAllPages', () => {
  const source = Array.from({ length: 250 }, (_, index) => index);
  const readPage = async (page: number, limit: number) => ({
    data: source.slice((page - 1) * limit, page * limit),
    meta: { page, limit, total: source.length },
  });

  it('reads every page of the list', async () => {
    const pages: number[] = [];
    const collected = await collectAllPages(async (page, limit) => {
      pages.push(page);
      return readPage(page, limit);
    });
    expect(collected).toEqual({ rows: source, truncated: false });
    expect(pages).toEqual([1, 2, 3]);
  });

  it('stops at the cap and says so', async () => {
    const collected = await collectAllPages(readPage, 120);
    expect(collected.rows).toEqual(source.slice(0, 120));
    expect(collected.truncated).toBe(true);
  });

  it('reads an empty list once', async () => {
    expect(await collectAllPages(async (page, limit) => ({ data: [], meta: { page, limit, total: 0 } }))).toEqual({
      rows: [],
      truncated: false,
    });
  });
});

describe('csvFileName', () => {
  it('names the file after the list and the day', () => {
    expect(csvFileName('Points transactions', new Date('2026-11-27T23:59:00Z'))).toBe(
      'points-transactions-2026-11-27.csv',
    );
  });
});
