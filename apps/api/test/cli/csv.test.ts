/** The one CSV writer (`src/csv.ts`) the members export and the `lug` command share. */
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { writeCsv, writeCsvObjects } from '../../src/csv';

describe('writeCsv', () => {
  it('starts with a byte order mark, ends records with CRLF and quotes line breaks', () => {
    const text = writeCsv(['name', 'note'], [['Zoë', 'two\nlines'], ['Bo', 'a "quote", and a comma']]);
    expect(text).toBe('\uFEFFname,note\r\nZoë,"two\nlines"\r\nBo,"a ""quote"", and a comma"\r\n');
  });

  it('neutralises text that a spreadsheet would run as a formula; numbers stay numbers', () => {
    const text = writeCsv(['cell'], [['=1+1'], ['+1'], ['-2'], ['@SUM(A1)'], ['\tx'], ['\rx'], [-3], [true], [null]]);
    const cells = (parse(text, { bom: true, relax_quotes: true }) as string[][]).slice(1).map((row) => row[0]);
    expect(cells).toEqual(["'=1+1", "'+1", "'-2", "'@SUM(A1)", "'\tx", "'\rx", '-3', 'true', '']);
  });

  it('writes objects by the columns given', () => {
    expect(writeCsvObjects([{ b: 2, a: '=x' }], ['a', 'b'])).toBe("\uFEFFa,b\r\n'=x,2\r\n");
  });

  it('reads back to the same text, and no text cell starts with a formula character (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const parsed = parse(writeCsv(['a', 'b'], rows), { bom: true }) as string[][];
        expect(parsed).toHaveLength(rows.length + 1);
        parsed.slice(1).forEach((row, i) => {
          row.forEach((cell, j) => {
            expect(cell).not.toMatch(/^[=+\-@\t\r]/);
            expect(cell).toBe(/^[=+\-@\t\r]/.test(rows[i]![j]!) ? `'${rows[i]![j]}` : rows[i]![j]);
          });
        });
      }),
    );
  });
});
