/**
 * The one CSV writer (`src/csv.ts`) the exports and the `lug` command share; the rule's properties
 * are proven in packages/domain/test/csv.test.ts.
 */
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

  it("quotes a cell with a semicolon and guards the formula after it (a spreadsheet splitting on ';' sees none)", () => {
    const text = writeCsv(['name'], [['Mia;=2+5']]);
    expect(text).toBe('\uFEFFname\r\n"Mia;\'=2+5"\r\n');
    expect(parse(text, { bom: true, delimiter: ';' })).toEqual([['name'], ["Mia;'=2+5"]]);
  });
});
