/**
 * What a row of the REST path table looks like from outside, computed once from the row and its
 * procedure: which procedure fields the path, the query string and the body feed, and the JSON
 * Schema of the procedure's input. The OpenAPI document describes it (`openapi.ts`); the adapter
 * decodes path and query text by it (`wire.ts`).
 */
import { z } from 'zod';
import { appRouter } from '../trpc/router';
import { requiresSignIn, type ProcedureMeta } from '../trpc/init';
import { defaultInput, type RestRequestParts, type RestRoute } from './route';

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

export interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
  output?: z.ZodType;
  middlewares: unknown[];
  meta?: ProcedureMeta;
}

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })._def
  .procedures;

/** A procedure's definition by its dotted path; throws for a name the router does not have. */
export function procedureDef(path: string): ProcedureDef {
  const procedure = procedures[path];
  if (!procedure) throw new Error(`REST table names an unknown procedure: ${path}`);
  return procedure._def;
}

/** Every procedure's dotted path (the isolation matrix classifies each). */
export function procedurePaths(): string[] {
  return Object.keys(procedures);
}

/** Whether the procedure needs a signed-in caller. */
export function signInRequired(def: ProcedureDef): boolean {
  return requiresSignIn(def.middlewares);
}

export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

export function inputSchema(def: ProcedureDef): JsonSchema | null {
  if (def.inputs.length === 0) return null;
  const parts = def.inputs.map((input) => jsonSchema(input, 'input'));
  if (parts.length === 1) return parts[0]!;
  // Chained `.input()` calls merge objects: so do their schemas.
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged.properties!, part.properties ?? {});
    merged.required!.push(...(part.required ?? []));
  }
  return merged;
}

/** `/members/:id` → `/members/{id}`; a parameter's own pattern (`:id{[0-9]+}`) is kept for its schema. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

export function pathParameters(honoPath: string): Array<{ name: string; pattern: string | null }> {
  return [...honoPath.matchAll(/:(\w+)(?:\{([^}]*)\})?/g)].map((m) => ({ name: m[1]!, pattern: m[2] ?? null }));
}

const queryMarker = '\u0000query';
const bodyMarker = '\u0000body';
const pathMarker = (name: string) => `\u0000path:${name}`;

export interface InputMappingProbe {
  takesInput: boolean;
  /** procedure field → path parameter */
  fromPath: Map<string, string>;
  query: boolean;
  body: boolean;
}

/** Runs the row's input mapping on marker values: which fields come from the path, query and body. */
export function probeInputMapping(route: RestRoute, params: string[]): InputMappingProbe {
  const parts: RestRequestParts = {
    params: Object.fromEntries(params.map((name) => [name, pathMarker(name)])),
    query: { [queryMarker]: queryMarker },
    body: { [bodyMarker]: bodyMarker },
  };
  let result: unknown;
  try {
    result = (route.input ?? defaultInput)(parts);
  } catch {
    result = defaultInput(parts);
  }
  if (result === undefined || result === null || typeof result !== 'object') {
    return { takesInput: false, fromPath: new Map<string, string>(), query: false, body: false };
  }
  const record = result as Record<string, unknown>;
  const fromPath = new Map<string, string>();
  for (const [field, value] of Object.entries(record)) {
    const param = params.find((name) => value === pathMarker(name));
    if (param) fromPath.set(field, param);
  }
  return { takesInput: true, fromPath, query: queryMarker in record, body: bodyMarker in record };
}

/** A route's input as the outside sees it: the mapping's probe and the procedure's input schema. */
export function routeInput(route: RestRoute) {
  const def = procedureDef(route.procedure);
  const params = pathParameters(route.path);
  const probe = probeInputMapping(
    route,
    params.map((p) => p.name),
  );
  const schema = probe.takesInput ? inputSchema(def) : null;
  return { def, params, probe, schema };
}
