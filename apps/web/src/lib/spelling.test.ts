/**
 * One spelling of the product's words on screen: "organization", as the spec's own messages write
 * it ('No organization selected'). Code comments may say "organisation"; what a user reads may not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')
      ? [path]
      : [];
  });
}

/** The file's lines that are code or text, without comment lines and trailing `// …` comments. */
function uncommentedLines(text: string): Array<{ line: number; text: string }> {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.split(' // ')[0]! }))
    .filter(({ text: line }) => !/^\s*(\/\/|\/\*|\*)/.test(line));
}

describe('words on screen', () => {
  it('spell "organization" one way', () => {
    const found = sourceFiles(root).flatMap((file) =>
      uncommentedLines(readFileSync(file, 'utf8'))
        .filter(({ text }) => /organisation/i.test(text))
        .map(({ line, text }) => `${relative(root, file)}:${line}: ${text.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
