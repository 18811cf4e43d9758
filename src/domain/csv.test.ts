import { describe, expect, it } from 'vitest';
import { CsvParseError, parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('splits plain fields and records', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('treats CRLF, LF and lone CR as line endings', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('does not need a final line break and adds no record for one', () => {
    expect(parseCsv('x,y')).toEqual([['x', 'y']]);
    expect(parseCsv('x,y\n')).toEqual([['x', 'y']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps empty fields, including trailing ones', () => {
    expect(parseCsv(',a,,\n')).toEqual([['', 'a', '', '']]);
    expect(parseCsv('"",""')).toEqual([['', '']]);
  });

  it('reads quoted fields with commas, escaped quotes and line breaks', () => {
    const text = 'name,description\n"Beans, baked","The ""original"" recipe"\n"two\r\nlines",z\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'description'],
      ['Beans, baked', 'The "original" recipe'],
      ['two\r\nlines', 'z'],
    ]);
  });

  it('keeps spaces around unquoted fields exactly', () => {
    expect(parseCsv(' a , b ')).toEqual([[' a ', ' b ']]);
  });

  it('represents a blank line as a single empty field', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('strips a leading byte order mark', () => {
    expect(parseCsv('\uFEFFname,unit\n')).toEqual([['name', 'unit']]);
  });

  it('handles non-ASCII text', () => {
    expect(parseCsv('Müller,£1.20\n')).toEqual([['Müller', '£1.20']]);
  });
});

describe('parseCsvRecords', () => {
  it('reports the line each record starts on, counting line breaks inside quotes', () => {
    const records = parseCsvRecords('h1,h2\n"multi\nline",x\nlast,row\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
    expect(records[2]?.fields).toEqual(['last', 'row']);
  });

  it('counts CRLF as one line', () => {
    const records = parseCsvRecords('a\r\nb\r\nc');
    expect(records.map((r) => r.line)).toEqual([1, 2, 3]);
  });
});

describe('parseCsv errors', () => {
  it('rejects an unterminated quoted field, naming the line it opened on', () => {
    expect(() => parseCsv('a,b\n"open,x\ny\n')).toThrowError(/line 2: unterminated quoted field/);
  });

  it('rejects a quote inside an unquoted field', () => {
    expect(() => parseCsv('ab"c,d')).toThrowError(CsvParseError);
  });

  it('rejects text after a closing quote', () => {
    expect(() => parseCsv('a\n"b"c,d')).toThrowError(/line 2: unexpected character after closing quote/);
  });

  it('exposes the line number on the error', () => {
    try {
      parseCsv('ok\nok\n"bad"x');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CsvParseError);
      expect((error as CsvParseError).line).toBe(3);
    }
  });
});
