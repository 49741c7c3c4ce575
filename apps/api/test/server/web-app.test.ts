/**
 * The built web app as the server hands it out: hashed assets cached for a year, every client-side
 * route answered with index.html (revalidated by its ETag), the build's brotli and gzip copies to
 * the browsers that accept them, robots.txt as text, and source maps and the build's manifest never
 * served (they are for the build, not for browsers).
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
let dist: string;

const indexHtml = `<!doctype html><title>LUG Platform</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const bigScript = `console.log(${JSON.stringify('a fairly long string of app code; '.repeat(200))})`;
const robots = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/public/robots.txt');

/** What the build's precompress step writes next to a file. */
async function writeWithCopies(path: string, text: string) {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

/** A request as a browser sends it; the body as bytes (app.request does not decode it). */
async function raw(path: string, headers: Record<string, string> = {}) {
  const response = await h.app.request(`http://localhost:3000${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'lug-web-'));
  await mkdir(join(dist, 'assets'));
  await writeWithCopies(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log("app")');
  await writeWithCopies(join(dist, 'assets', 'big-abc123.js'), bigScript);
  await copyFile(robots, join(dist, 'robots.txt'));
  await writeFile(join(dist, 'assets', 'main-abc123.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main-abc123.js","secret":"build layout"}}');
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

  it("never serves the build's manifest", async () => {
    const answer = await h.api('GET', '/.vite/manifest.json');
    expect(answer.status).toBe(404);
    expect(String(answer.body)).not.toContain('build layout');
  });
});

describe('compressed files', () => {
  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const br = await raw('/assets/big-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(bigScript);
    expect(br.bytes.length).toBeLessThan(bigScript.length / 10);

    const gz = await raw('/assets/big-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.bytes).toString()).toBe(bigScript);

    const plain = await raw('/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // A shared cache must not hand this copy to a browser that would take a compressed one, or the reverse.
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.bytes.toString()).toBe(bigScript);

    // A file the build did not compress (under 1 KB) is sent as it is.
    const small = await raw('/assets/main-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.bytes.toString()).toBe('console.log("app")');
  });

  it('answers index.html compressed, with an ETag, and 304 when the browser has it', async () => {
    for (const path of ['/', '/index.html', '/platform/members']) {
      const page = await raw(path, { 'accept-encoding': 'br;q=1.0, gzip;q=0.8' });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-encoding'), path).toBe('br');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(page.bytes).toString()).toBe(indexHtml);
    }
    const page = await raw('/discover');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(page.bytes.toString()).toBe(indexHtml);
    const gz = await raw('/discover', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('etag')).toBe(etag.replace(/"$/, '-gzip"'));
    expect(gunzipSync(gz.bytes).toString()).toBe(indexHtml);

    // The same page in any encoding: not modified.
    for (const tag of [etag, gz.headers.get('etag')!, `W/${etag}`, `"other", ${etag}`]) {
      const again = await raw('/platform/members', { 'if-none-match': tag, 'accept-encoding': 'br' });
      expect(again.status, tag).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag.replace(/"$/, '-br"'));
      expect(again.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await raw('/', { 'if-none-match': '"an-older-build"' })).status).toBe(200);
  });
});

describe('robots.txt', () => {
  it('is text that keeps crawlers off the API and the pages behind an emailed token', async () => {
    const answer = await h.api('GET', '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.body).toBe(await readFile(robots, 'utf8'));
    const rules = (answer.body as string).split('\n').filter((line) => /^(Allow|Disallow):/.test(line));
    for (const path of ['/', '/discover', '/features', '/beta-signup']) expect(rules).toContain(`Allow: ${path}`);
    for (const path of ['/api', '/trpc', '/reset-password', '/invitations/', '/verify-email', '/unsubscribe']) {
      expect(rules).toContain(`Disallow: ${path}`);
    }
    // The platform's screens show the sign-in page to a crawler: they may be crawled, so a link
    // to one is seen to lead there (and Lighthouse's "crawlable" audit passes on them).
    expect(rules.filter((rule) => rule.startsWith('Disallow: /platform'))).toEqual([]);
  });
});
