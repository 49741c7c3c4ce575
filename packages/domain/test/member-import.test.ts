import { describe, expect, it } from 'vitest';
import { readCsvTable } from '../src/member-import-csv';
import {
  guessImportColumns,
  importColumnFor,
  importHeaderNames,
  importRecords,
  missingImportColumns,
  normalizeImportHeader,
} from '../src/member-import-headers';
import { importColumns } from '../src/members-helpers';

function table(text: string) {
  const result = readCsvTable(text);
  if (!result.ok) throw new Error(`unreadable: ${JSON.stringify(result)}`);
  return result;
}

describe('member import header rules', () => {
  it('knows the usual headers in English, German, French, Dutch and Italian', () => {
    const cases: Array<[string, string]> = [
      ['Vorname', 'first_name'],
      ['Nachname', 'last_name'],
      ['E-Mail', 'email'],
      ['Prénom', 'first_name'],
      ['PRENOM', 'first_name'],
      ['Nom', 'last_name'],
      ['Nom de famille', 'last_name'],
      ['Courriel', 'email'],
      ['Adresse électronique', 'email'],
      ['Voornaam', 'first_name'],
      ['Achternaam', 'last_name'],
      ['E-mailadres', 'email'],
      ['Roepnaam', 'display_name'],
      ['Cognome', 'last_name'],
      ['  first_name ', 'first_name'],
      ['\uFEFFEmail Address', 'email'],
      ['Anzeigename', 'display_name'],
    ];
    for (const [header, column] of cases) expect([header, importColumnFor(header)]).toEqual([header, column]);
    expect(importColumnFor('Name')).toBeNull();
    expect(importColumnFor('Telefon')).toBeNull();
  });

  it('gives every name to one column only', () => {
    const owner = new Map<string, string>();
    for (const column of importColumns) {
      for (const name of importHeaderNames[column]) {
        const key = normalizeImportHeader(name);
        expect([name, owner.get(key) ?? column]).toEqual([name, column]);
        owner.set(key, column);
      }
    }
  });

  it('maps each column once, from its first header, and names what is missing', () => {
    expect(guessImportColumns(['E-Mail', 'Vorname', 'Telefon', 'Email'])).toEqual(['email', 'first_name', null, null]);
    expect(missingImportColumns(['email', 'first_name', null, null])).toEqual(['last_name']);
    expect(missingImportColumns(['last_name', 'email', 'first_name'])).toEqual([]);
  });

  it('puts each cell under its mapped column', () => {
    const records = importRecords(
      { headers: ['a', 'b', 'c'], rows: [{ line: 2, cells: [' z@x.org ', 'Zoë', 'Extra'] }] },
      ['email', 'first_name', null],
    );
    expect(records).toEqual([{ line: 2, values: { email: 'z@x.org', first_name: 'Zoë' } }]);
  });
});

describe('reading a member CSV file', () => {
  const rows = [
    ['Vorname', 'Nachname', 'E-Mail'],
    ['Zoë', 'Müller', 'zoe@example.org'],
    ['Łukasz', 'Nowak, Jr', 'lukasz@example.org'],
  ];
  it.each([
    ['comma', ','],
    ['semicolon', ';'],
    ['tab', '\t'],
  ])('finds the %s between cells', (_name, delimiter) => {
    const text = rows.map((row) => row.map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell)).join(delimiter)).join('\n');
    const result = table(text);
    expect(result.delimiter).toBe(delimiter);
    expect(result.table.headers).toEqual(rows[0]);
    expect(result.table.rows.map((row) => row.cells)).toEqual(rows.slice(1));
  });

  it('reads a byte order mark, CRLF, commas inside a semicolon file and line numbers past empty lines and line breaks in cells', () => {
    const text = '\uFEFFVorname;Nachname;E-Mail\r\nÉmile;"Dupont, fils";emile@example.org\r\n\r\n;;\r\n"Anna\r\nLena";Müller;anna@example.org\r\nBo;B;bo@example.org\r\n';
    const result = table(text);
    expect(result.delimiter).toBe(';');
    expect(result.table.headers).toEqual(['Vorname', 'Nachname', 'E-Mail']);
    expect(result.table.rows).toEqual([
      { line: 2, cells: ['Émile', 'Dupont, fils', 'emile@example.org'] },
      { line: 5, cells: ['Anna\r\nLena', 'Müller', 'anna@example.org'] },
      { line: 7, cells: ['Bo', 'B', 'bo@example.org'] },
    ]);
  });

  it('reads a file of one column', () => {
    expect(table('email\na@example.org\n').table).toEqual({ headers: ['email'], rows: [{ line: 2, cells: ['a@example.org'] }] });
  });

  it('says a file is empty or unreadable, with the line', () => {
    expect(readCsvTable('')).toEqual({ ok: false, reason: 'empty' });
    expect(readCsvTable('\uFEFF\r\n\r\n')).toEqual({ ok: false, reason: 'empty' });
    expect(readCsvTable('email,first_name,last_name\na@b.org,A,B\n"unclosed,A,B\n')).toMatchObject({
      ok: false,
      reason: 'unreadable',
      line: 3,
    });
  });
});
