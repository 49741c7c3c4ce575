import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { describeBars, pointsPerMonth, topMembersByPoints } from './chart-data';
import { fileSlug, toCsv } from './csv';

describe('report charts', () => {
  it('sums points into twelve months, January first, by the date of each record', () => {
    const bars = pointsPerMonth([
      { date: '2026-01-31', points: 2 },
      { date: '2026-03-01', points: 5 },
      { date: '2026-03-20', points: 1 },
      { date: '2026-12-31', points: 10 },
    ]);
    expect(bars).toHaveLength(12);
    expect(bars.map((b) => b.points)).toEqual([2, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 10]);
    expect(bars[0]!.label).toBe('Jan');
    expect(pointsPerMonth([]).every((b) => b.points === 0)).toBe(true);
  });

  it('keeps the ten members with the most points, ties by name', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({
      memberId: i + 1,
      memberName: `Member ${String.fromCharCode(65 + i)}`,
      totalActivities: 1,
      totalPoints: i % 3 === 0 ? 50 : i,
    }));
    const top = topMembersByPoints(rows);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 5).map((b) => b.label)).toEqual(['Member A', 'Member D', 'Member G', 'Member J', 'Member M']);
    expect(top.map((b) => b.points)).toEqual([...top.map((b) => b.points)].sort((a, b) => b - a));
  });

  it('says the chart in words', () => {
    expect(
      describeBars([
        { label: 'Jan', points: 1 },
        { label: 'Feb', points: 0 },
      ]),
    ).toBe('Jan: 1 point, Feb: 0 points');
  });
});

describe('report CSV', () => {
  it('writes a header and rows that read back the same, quoting commas and quotes', () => {
    const csv = toCsv(
      ['Member Name', 'Total Points'],
      [
        ['Smith, "Bricky"', 12],
        ['Åsa Öberg', 0],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' });
    expect(parsed.data).toEqual([
      ['Member Name', 'Total Points'],
      ['Smith, "Bricky"', '12'],
      ['Åsa Öberg', '0'],
    ]);
  });

  it('neutralises every cell a spreadsheet would run as a formula, with either delimiter', () => {
    const csv = toCsv(['Activity'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['Plain'], ['Mia;=2+5']]);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n', delimiter: ';' });
    expect(parsed.data.slice(1).map((row) => row[0])).toEqual([`'=HYPERLINK("x")`, "'+1", "'-2", "'@SUM(A1)", 'Plain', "Mia;'=2+5"]);
  });

  it('writes an empty report as its header alone', () => {
    expect(toCsv(['Date', 'Points'], [])).toBe('\uFEFFDate,Points\r\n');
  });

  it('makes file names from member names', () => {
    expect(fileSlug('Ada Lovelace')).toBe('ada-lovelace');
    expect(fileSlug('Zoë  Zieliński!')).toBe('zoe-zielinski');
    expect(fileSlug('***')).toBe('member');
  });
});
