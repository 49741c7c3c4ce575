/**
 * The text a reader sees in a PDF, as poppler's `pdftotext` extracts it (the layout kept, UTF-8):
 * proof that a name is drawn with glyphs that mean its letters, not just present in the file.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Runs a poppler tool; a machine without poppler is told what to install (README, "Test"). */
async function run(tool: string, args: string[]) {
  try {
    return await execFileAsync(tool, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: the PDF tests need poppler (Debian: apt-get install poppler-utils; macOS: brew install poppler)`);
    }
    throw error;
  }
}

export async function pdfWords(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lug-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The document's title (its Info dictionary), as `pdfinfo` reads it. */
export async function pdfTitle(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lug-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
    return /^Title:\s*(.*)$/m.exec(stdout)?.[1] ?? '';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
