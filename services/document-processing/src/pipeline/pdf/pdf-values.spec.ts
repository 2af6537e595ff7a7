import {
  formatNumber,
  PdfDict,
  type PdfName,
  PdfNumber,
  PdfRef,
  type PdfString,
  PdfStructureError,
  PdfSyntaxReader,
  PdfTruncatedError,
  serialize,
  type PdfValue,
} from './pdf-values';

const read = (text: string, partial = false): PdfValue =>
  new PdfSyntaxReader(Buffer.from(text, 'latin1'), 0, partial).readValue();

describe('PDF object syntax', () => {
  it('reads a page dictionary with references, arrays, names, numbers and both kinds of strings', () => {
    const value = read(
      '<< /Type /Page /MediaBox [0 0 595.5 -842] /Contents [4 0 R 5 1 R] /Rotate 90 ' +
        '/T (a (nested) string with \\) and \\\\) /ID <0a1B> /Flag true /Nothing null % a comment\n>>',
    );
    expect(value).toBeInstanceOf(PdfDict);
    const dict = value as PdfDict;
    expect((dict.get('Type') as PdfName).raw).toBe('Page');
    expect((dict.get('MediaBox') as PdfNumber[]).map((item) => item.value)).toEqual([0, 0, 595.5, -842]);
    expect(dict.get('Contents')).toEqual([new PdfRef(4, 0), new PdfRef(5, 1)]);
    expect((dict.get('T') as PdfString).raw).toBe('(a (nested) string with \\) and \\\\)');
    expect((dict.get('ID') as PdfString).raw).toBe('<0a1B>');
    expect(dict.get('Flag')).toBe(true);
    expect(dict.get('Nothing')).toBeNull();
  });

  it('tells two numbers from a reference and keeps names exactly as written', () => {
    expect(read('[1 2 3 0 R 4]')).toEqual([
      new PdfNumber('1'),
      new PdfNumber('2'),
      new PdfRef(3, 0),
      new PdfNumber('4'),
    ]);
    expect(read('[12 0]')).toEqual([new PdfNumber('12'), new PdfNumber('0')]);
    expect((read('/A#20B') as PdfName).raw).toBe('A#20B');
    expect(read('[-.5 +3 7.]')).toEqual([new PdfNumber('-.5'), new PdfNumber('+3'), new PdfNumber('7.')]);
  });

  it('writes back what it read, byte for byte where nothing changed', () => {
    const text = '<</Type /Font/Widths [1 2.5 -3]/Name /F#231/Str (x\\(y)/Hex <ABCD>/Ref 7 0 R/Arr [true false null]>>';
    expect(serialize(read(text))).toBe(text);
    const dict = (read(text) as PdfDict).copy().set('Extra', PdfNumber.of(0.22));
    expect(serialize(dict)).toContain('/Extra 0.22>>');
  });

  it('refuses what is not PDF syntax, and nesting that only an attack would have', () => {
    expect(() => read('<< /A >>')).toThrow(PdfStructureError);
    expect(() => read('<< A 1 >>')).toThrow(/not a name/);
    expect(() => read('(never closed')).toThrow(/unterminated/);
    expect(() => read('<zz>')).toThrow(/hex string/);
    expect(() => read('[1 2')).toThrow(/end of file/);
    expect(() => read('abc')).toThrow(/unexpected "abc"/);
    expect(() => read('['.repeat(300) + ']'.repeat(300))).toThrow(/nested too deeply/);
  });

  it('in a window onto more data, says it ran out instead of reading a cut word as a shorter one', () => {
    expect(() => read('[12 0 R 34', true)).toThrow(PdfTruncatedError);
    expect(() => read('<< /Length 12', true)).toThrow(PdfTruncatedError);
    expect(() => read('(cut', true)).toThrow(PdfTruncatedError);
    expect(read('[12 0 R 34] ', true)).toEqual([new PdfRef(12, 0), new PdfNumber('34')]);
  });

  it('formats reals briefly and never with an exponent', () => {
    expect(formatNumber(0.97222222)).toBe('0.97222');
    expect(formatNumber(1e-7)).toBe('0');
    expect(formatNumber(-0.000001)).toBe('0');
    expect(formatNumber(612)).toBe('612');
    expect(() => formatNumber(Number.NaN)).toThrow(PdfStructureError);
    expect(() => formatNumber(1e21)).toThrow(/out of range/);
  });
});
