/**
 * The built web app as the server hands it out: hashed assets cached for a year, every client-side
 * route answered with index.html (never cached), and source maps never served (they show the source).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'lug-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>LUG Platform</title><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'assets', 'main-abc123.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  h = await createHarness({ webDist: dist });
});
afterAll(async () => {
  await h?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves hashed assets for a year and client-side routes as index.html', async () => {
    const asset = await h.api('GET', '/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await h.api('GET', '/platform/members');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // A file an older build had is 404, not the page: the browser must not run HTML as a script.
    const gone = await h.api('GET', '/assets/main-old999.js');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBeNull();
  });

  it('never serves a source map, wherever it is asked for', async () => {
    for (const path of ['/assets/main-abc123.js.map', '/assets/missing.js.map', '/main.js.map']) {
      const answer = await h.api('GET', path);
      expect(answer.status, path).toBe(404);
      expect(String(answer.body)).not.toContain('secret source');
      expect(String(answer.body)).not.toContain('<div id="root">');
    }
  });
});
