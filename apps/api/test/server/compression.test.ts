/**
 * The API's answers of 1 KB or more travel compressed (br, else gzip, by Accept-Encoding), with
 * every other header as it was (`Cache-Control: no-store` included); small answers, HEAD and
 * clients that ask for nothing get them as they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preferredEncoding } from '../../src/http-caching';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Compressed LUG');
});
afterAll(async () => {
  await h?.close();
});

async function raw(method: string, path: string, headers: Record<string, string> = {}) {
  const response = await h.app.request(`http://localhost:3000${path}`, { method, headers: { 'x-forwarded-for': '10.9.0.1', ...headers } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('compressed API answers', () => {
  it('sends a large JSON answer as brotli or gzip, as the client accepts, and as it is otherwise', async () => {
    const plain = await raw('GET', '/api/openapi.json');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const document = JSON.parse(plain.bytes.toString());
    expect(plain.bytes.length).toBeGreaterThan(10_000);

    const br = await raw('GET', '/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(br.headers.get('content-length'))).toBe(br.bytes.length);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(document);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);

    const gz = await raw('GET', '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.bytes).toString())).toEqual(document);

    const head = await raw('HEAD', '/api/openapi.json', { 'accept-encoding': 'br' });
    expect(head.headers.get('content-encoding')).toBeNull();
  });

  it('keeps a signed-in answer no-store, compresses tRPC batches, and leaves small answers alone', async () => {
    const calls = Array.from({ length: 20 }, () => ({ organization_id: admin.organization.id }));
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(calls.map((call, i) => [i, call]))));
    const procedures = Array.from({ length: 20 }, () => 'organizations.get').join(',');
    const batch = await raw('GET', `/trpc/${procedures}?batch=1&input=${input}`, {
      authorization: `Bearer ${admin.token}`,
      'accept-encoding': 'br',
    });
    expect(batch.status).toBe(200);
    expect(batch.headers.get('content-encoding')).toBe('br');
    expect(batch.headers.get('cache-control')).toBe('no-store');
    // tRPC's own Vary stays, with Accept-Encoding added.
    expect(batch.headers.get('vary')).toMatch(/trpc-accept.*accept-encoding/i);
    const results = JSON.parse(brotliDecompressSync(batch.bytes).toString()) as Array<{ result: { data: { name: string } } }>;
    expect(results).toHaveLength(20);
    expect(results[0]!.result.data.name).toBe('Compressed LUG');

    const small = await raw('GET', '/api/calendar', { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('cache-control')).toBe('no-store');
    expect(small.bytes.toString()).toBe('null');
  });

  it('chooses the encoding by q-values, preferring br on a tie', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});
