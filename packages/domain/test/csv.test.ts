/**
 * The one CSV rule (`src/csv.ts`, docs/SECURITY.md "CSV files"), by properties over any text: it
 * reads back through a real CSV parser (csv-parse) with either delimiter, and no cell a spreadsheet
 * could make of the file, however it splits it, starts with an unguarded formula character.
 */
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDelimiters, csvText, spreadsheetSafeCell } from '../src/csv';

const formulaStart = /^[=+\-@\t\r]/;

/** Text full of the characters the rule is about, and any other. */
const cellText = fc.oneof(
  fc.string(),
  fc.array(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', "'", ' ', 'a', 'Ö', '1'), { maxLength: 12 }).map((chars) => chars.join('')),
);

/**
 * Every cell a spreadsheet could see in `text`: split at any character it may split on (comma,
 * semicolon, tab, line breaks), whether it honours quotes or not, each piece's leading spaces and
 * opening quote dropped as a reader drops them.
 */
function cellsASpreadsheetCouldSee(text: string): string[] {
  return text.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[ "]+/, ''));
}

describe('the CSV rule', () => {
  it('guards a formula at the start and after a delimiter a spreadsheet may split on', () => {
    expect(spreadsheetSafeCell('=1+1')).toBe("'=1+1");
    expect(spreadsheetSafeCell('Mia;=2+5')).toBe("Mia;'=2+5");
    expect(spreadsheetSafeCell('Mia, @SUM(A1)')).toBe("Mia, '@SUM(A1)");
    expect(spreadsheetSafeCell('two\n-lines')).toBe("two\n'-lines");
    expect(spreadsheetSafeCell('Anna-Lena')).toBe('Anna-Lena');
    expect(spreadsheetSafeCell(null)).toBe('');
    expect(csvText([['name'], ['Mia;=2+5'], [-3], [true], [null]])).toBe('\uFEFFname\r\n"Mia;\'=2+5"\r\n-3\r\ntrue\r\n\r\n');
  });

  it('quotes a cell with either delimiter, a quote or a line break, whichever delimiter the file uses', () => {
    for (const delimiter of csvDelimiters) {
      expect(csvText([['a,b', 'a;b', 'say "hi"', 'x\ry', 'x\ny', 'plain']], delimiter)).toBe(
        `\uFEFF${['"a,b"', '"a;b"', '"say ""hi"""', '"x\ry"', '"x\ny"', 'plain'].join(delimiter)}\r\n`,
      );
    }
  });

  it('reads back through a CSV parser with either delimiter, changed only by the guard (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...csvDelimiters),
        fc.array(fc.array(cellText, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
        (delimiter, rows) => {
          const parsed = parse(csvText(rows, delimiter), { bom: true, delimiter, record_delimiter: '\r\n' }) as string[][];
          expect(parsed).toEqual(rows.map((row) => row.map(spreadsheetSafeCell)));
          // The guard only ever adds apostrophes.
          parsed.forEach((row, i) => row.forEach((cell, j) => expect(cell.replace(/'/g, '')).toBe(rows[i]![j]!.replace(/'/g, ''))));
        },
      ),
    );
  });

  it('leaves no formula at the start of any cell a spreadsheet could split the file into (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...csvDelimiters), fc.array(cellText, { minLength: 1, maxLength: 4 }), (delimiter, row) => {
        for (const cell of cellsASpreadsheetCouldSee(csvText([row], delimiter).slice(1))) expect(cell).not.toMatch(formulaStart);
      }),
    );
  });
});
