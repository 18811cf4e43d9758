/**
 * Minimal RFC 4180 CSV parser: comma separated, double-quoted fields may contain commas, line
 * breaks and doubled quotes (""). Accepts CRLF, LF and lone CR line endings and a leading BOM.
 * Strict about quotes so a typo in a hand-edited data file fails loudly instead of shifting columns.
 */

export interface CsvRecord {
  /** 1-based line on which the record starts (records can span lines inside quotes). */
  line: number;
  fields: string[];
}

export class CsvParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvParseError';
  }
}

const QUOTE = '"';
const COMMA = ',';
const CR = '\r';
const LF = '\n';

export function parseCsvRecords(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // True once the current record has any content, so a trailing line break adds no empty record.
  let started = false;

  const endField = (): void => {
    fields.push(field);
    field = '';
  };
  const endRecord = (): void => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
    started = false;
  };
  // Consumes one line break at i (CRLF counts once) and returns whether there was one.
  const lineBreak = (): boolean => {
    const ch = text[i];
    if (ch === LF || ch === CR) {
      i += ch === CR && text[i + 1] === LF ? 2 : 1;
      line += 1;
      return true;
    }
    return false;
  };

  while (i < text.length) {
    if (!started) {
      recordLine = line;
      started = true;
    }
    const ch = text[i];

    if (ch === QUOTE) {
      if (field !== '') throw new CsvParseError('quote inside an unquoted field', line);
      const openedAt = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvParseError('unterminated quoted field', openedAt);
        const c = text[i];
        if (c === QUOTE) {
          if (text[i + 1] === QUOTE) {
            field += QUOTE;
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (c === CR || c === LF) {
          const start = i;
          lineBreak();
          field += text.slice(start, i);
          continue;
        }
        field += c;
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== COMMA && next !== CR && next !== LF) {
        throw new CsvParseError('unexpected character after closing quote', line);
      }
      if (next === COMMA) {
        endField();
        i += 1;
      } else if (lineBreak()) {
        endRecord();
      }
      continue;
    }

    if (ch === COMMA) {
      endField();
      i += 1;
      continue;
    }
    if (lineBreak()) {
      endRecord();
      continue;
    }
    field += ch;
    i += 1;
  }

  if (started) endRecord();
  return records;
}

/** Parses CSV text into rows of fields. A blank line is a record with one empty field. */
export function parseCsv(input: string): string[][] {
  return parseCsvRecords(input).map((record) => record.fields);
}
