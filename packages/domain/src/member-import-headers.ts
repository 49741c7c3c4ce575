/**
 * Which column of a member import file is which (docs/product/members.md#import-members, decision
 * 0044). People name their columns in their own language and style: the header rules are the names
 * below, compared without case, accents, spaces or punctuation ("E-Mail", "e_mail" and "EMAIL" are
 * one name; "Prénom" is "prenom"). A header no rule knows is left for the person importing to map.
 * No zod and no parser here: the import screen loads this module.
 */
import { importColumns, requiredImportColumns, type ImportColumn } from './members-helpers';

/**
 * The header names each column is known by, in English, German, French, Dutch and Italian.
 * "Name" alone is none of them: it is a first name, a last name or both, depending on who wrote it.
 */
export const importHeaderNames: Readonly<Record<ImportColumn, readonly string[]>> = {
  email: [
    'email', 'email address', 'e-mail', 'e-mail address', 'mail', 'mail address',
    'e-mail-adresse', 'emailadresse', 'mailadresse',
    'courriel', 'adresse e-mail', 'adresse email', 'adresse courriel', 'adresse électronique', 'mél',
    'e-mailadres', 'emailadres', 'mailadres',
    'posta elettronica', 'indirizzo email', 'indirizzo e-mail',
  ],
  first_name: [
    'first name', 'firstname', 'given name', 'forename',
    'vorname',
    'prénom',
    'voornaam',
    'nome',
  ],
  last_name: [
    'last name', 'lastname', 'surname', 'family name',
    'nachname', 'familienname', 'zuname',
    'nom', 'nom de famille',
    'achternaam', 'familienaam',
    'cognome',
  ],
  display_name: [
    'display name', 'displayname', 'nickname',
    'anzeigename', 'spitzname', 'rufname',
    "nom d'affichage", 'pseudo', 'surnom',
    'weergavenaam', 'bijnaam', 'roepnaam',
    'soprannome', 'nome visualizzato',
  ],
};

/** A header as the rules compare it: no byte order mark, case, accents, spaces or punctuation. */
export function normalizeImportHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const columnOfName: ReadonlyMap<string, ImportColumn> = new Map(
  importColumns.flatMap((column) => importHeaderNames[column].map((name) => [normalizeImportHeader(name), column] as const)),
);

/** 'First Name', 'first-name', 'Vorname' and 'Prénom' all name `first_name`; unknown headers give null. */
export function importColumnFor(header: string): ImportColumn | null {
  return columnOfName.get(normalizeImportHeader(header)) ?? null;
}

/** Which column each header is, by position; a column named twice is taken from its first header only. */
export function guessImportColumns(headers: readonly string[]): Array<ImportColumn | null> {
  const seen = new Set<ImportColumn>();
  return headers.map((header) => {
    const column = importColumnFor(header);
    if (!column || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
}

/** The required columns no header is mapped to. */
export function missingImportColumns(columns: readonly (ImportColumn | null)[]): ImportColumn[] {
  return requiredImportColumns.filter((column) => !columns.includes(column));
}

/** A file's cells: the header row's texts and each later row with its line in the file (the header is line 1). */
export interface ImportTable {
  headers: string[];
  rows: Array<{ line: number; cells: string[] }>;
}

export interface ImportRecord {
  line: number;
  values: Partial<Record<ImportColumn, string>>;
}

/** The rows as member records, each cell under the column its position is mapped to. */
export function importRecords(table: ImportTable, columns: readonly (ImportColumn | null)[]): ImportRecord[] {
  return table.rows.map(({ line, cells }) => {
    const values: Partial<Record<ImportColumn, string>> = {};
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column && values[column] === undefined) values[column] = cell.trim();
    });
    return { line, values };
  });
}
