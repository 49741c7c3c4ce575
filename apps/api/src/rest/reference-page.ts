/**
 * `/api/docs`: a readable reference of the OpenAPI document, rendered on the server as one
 * self-contained HTML page (no scripts, no CDN), so it works offline and under the app's strict
 * Content-Security-Policy. See docs/decisions/0007-the-api-as-a-product.md.
 */
import type { OpenApiDocument, OpenApiOperation } from './openapi';

type Schema = Record<string, unknown>;

const escapeHtml = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Inline code spans (`x`) of the descriptions, the only markup they use. */
const prose = (text: string) =>
  text
    .split(/\n\n+/)
    .map((p) => `<p>${escapeHtml(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

function typeLabel(schema: Schema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1)!;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map(typeLabel).join(' | ');
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = ([] as unknown[]).concat(schema.type ?? 'any') as string[];
  return types
    .map((t) => (t === 'array' ? `${typeLabel(schema.items as Schema | undefined)}[]` : t))
    .join(' | ');
}

function constraints(schema: Schema): string {
  const notes: string[] = [];
  if (typeof schema.format === 'string') notes.push(schema.format);
  if (schema.minLength !== undefined) notes.push(`min length ${String(schema.minLength)}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${String(schema.maxLength)}`);
  // zod's whole numbers carry the safe-integer bounds: not worth a note.
  if (schema.minimum !== undefined && schema.minimum !== Number.MIN_SAFE_INTEGER) notes.push(`≥ ${String(schema.minimum)}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${String(schema.exclusiveMinimum)}`);
  if (schema.maximum !== undefined && schema.maximum !== Number.MAX_SAFE_INTEGER) notes.push(`≤ ${String(schema.maximum)}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (typeof schema.description === 'string') notes.push(schema.description);
  return notes.map(escapeHtml).join('; ');
}

/** The fields of an object schema as rows, nested objects and arrays of objects indented below. */
function fieldRows(schema: Schema, depth = 0, out: string[] = []): string[] {
  const target = schema.type === 'array' ? ((schema.items as Schema | undefined) ?? {}) : schema;
  const properties = (target.properties ?? {}) as Record<string, Schema>;
  const required = new Set((target.required as string[] | undefined) ?? []);
  for (const [name, field] of Object.entries(properties)) {
    out.push(
      `<tr><td style="padding-left:${0.5 + depth * 1.25}rem"><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${escapeHtml(typeLabel(field))}</td><td>${constraints(field)}</td></tr>`,
    );
    const inner = field.type === 'array' ? (field.items as Schema | undefined) : field;
    if (depth < 3 && inner && (inner as Schema).properties) fieldRows(field, depth + 1, out);
  }
  return out;
}

function schemaBlock(schema: Schema): string {
  const rows = fieldRows(schema);
  if (rows.length === 0) return `<p class="type">${escapeHtml(typeLabel(schema))}</p>`;
  return `<p class="type">${escapeHtml(typeLabel(schema))}</p><table><thead><tr><th>Field</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationHtml(path: string, method: string, op: OpenApiOperation): string {
  const anchor = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
  const params = op.parameters.length
    ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Notes</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${p.in}</td><td>${escapeHtml(typeLabel(p.schema))}</td><td>${[constraints(p.schema), p.description ? escapeHtml(p.description) : ''].filter(Boolean).join('; ')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? `<h4>Request body <small>application/json</small></h4>${schemaBlock(op.requestBody.content['application/json']?.schema ?? {})}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [];
      const ok = status.startsWith('2');
      return `<div class="response"><span class="status ${ok ? 'ok' : 'err'}">${status}</span> ${escapeHtml(response.description)}${
        mediaType ? ` <small>${escapeHtml(mediaType)}</small>` : ''
      }${ok && content ? schemaBlock(content.schema) : ''}</div>`;
    })
    .join('');
  return `<section class="op" id="${anchor}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code></h3>
<p class="meta">Procedure <code>${escapeHtml(op['x-procedure'])}</code> · ${op.security.length ? 'Bearer token required' : 'Public: no sign-in'}</p>
${params}${body}<h4>Responses</h4>${responses}</section>`;
}

export function renderApiReference(document: OpenApiDocument): string {
  const byTag = new Map<string, Array<[string, string, OpenApiOperation]>>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push([path, method, op]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const toc = tags
    .map(
      (tag) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a> <small>${byTag.get(tag)!.length}</small></li>`,
    )
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${byTag
          .get(tag)!
          .map(([path, method, op]) => operationHtml(path, method, op))
          .join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
:root{color-scheme:light;--fg:#1f2933;--muted:#52606d;--line:#d9e2ec;--accent:#0b5cad}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:#f8fafc}
.layout{display:grid;grid-template-columns:15rem 1fr;max-width:80rem;margin:0 auto}
nav{position:sticky;top:0;align-self:start;height:100vh;overflow:auto;padding:1.5rem 1rem;border-right:1px solid var(--line)}
nav ul{list-style:none;padding:0;margin:0}nav li{margin:.2rem 0}nav small{color:var(--muted)}
a{color:var(--accent)}main{padding:1.5rem 2rem;min-width:0}
h1{margin:.2rem 0 1rem}h2{margin-top:2.5rem;border-bottom:2px solid var(--line);padding-bottom:.3rem;text-transform:capitalize}
.op{background:#fff;border:1px solid var(--line);border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
.op h3{margin:0;font-size:1.05rem;word-break:break-all}.meta{color:var(--muted);margin:.3rem 0 .5rem}
h4{margin:1rem 0 .3rem;font-size:.9rem}small{color:var(--muted);font-weight:normal}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;padding:.05rem .4rem;color:#fff;font-size:.8rem}
.get{background:#0b6e4f}.post{background:#0b5cad}.put,.patch{background:#8a5a00}.delete{background:#b3261e}
table{border-collapse:collapse;width:100%;font-size:.875rem;margin:.3rem 0}th,td{text-align:left;border-bottom:1px solid var(--line);padding:.3rem .5rem;vertical-align:top}
th{color:var(--muted);font-weight:600}code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85em;background:#eef2f7;border-radius:3px;padding:0 .2rem}
.req{color:#b3261e;font-size:.75rem}.type{margin:.2rem 0;color:var(--muted);font-family:ui-monospace,monospace;font-size:.85rem}
.response{margin:.35rem 0}.status{display:inline-block;border-radius:4px;padding:0 .35rem;font-weight:600;font-size:.8rem}
.status.ok{background:#d3f2e3;color:#0b6e4f}.status.err{background:#fde2e0;color:#8c1d18}
@media (max-width:50rem){.layout{grid-template-columns:1fr}nav{position:static;height:auto;border-right:0;border-bottom:1px solid var(--line)}}
</style></head>
<body><div class="layout"><nav aria-label="Sections"><strong>${escapeHtml(document.info.title)}</strong><ul>${toc}</ul>
<p><a href="/api/openapi.json">openapi.json</a></p></nav>
<main><h1>${escapeHtml(document.info.title)}</h1>${prose(document.info.description)}
<p>Base URL: <code>${escapeHtml(document.servers[0]?.url ?? '/api')}</code>. Machine-readable: <a href="/api/openapi.json">OpenAPI 3.1 document</a>.</p>
${sections}</main></div></body></html>`;
}
