/**
 * From HTTP to a procedure's input, one spelling per field (docs/decisions/0017-canonical-ids.md).
 *
 * Path and query values arrive as text. Each is decoded by the type the procedure's input schema
 * gives its field, and only when the text is that type's one canonical spelling: an integer field
 * takes digits without a leading zero (`42`, never ` 42`, `042`, `4.2e1` or `+42`), a yes/no field
 * `true` or `false`. Anything else stays text, and the schema refuses it with the field named. Body
 * values are JSON already and are never decoded. A field sent in two places (path and body, query
 * and body) or twice in the query string is refused: no reader may take one copy and another
 * reader the other.
 */
import { invalidField } from '@lug/domain/errors';
import { decodeText, textKindOf } from '@lug/domain/wire';
import type { RestRoute } from './route';
import { routeInput } from './route-shape';
import { httpMessages } from '../words';

export interface WireParts {
  params: Record<string, string>;
  /** Every value of every query key, as sent. */
  queries: Record<string, string[]>;
  body: Record<string, unknown>;
}

/** Builds a route's decoder once (at start-up): its parameters' and query fields' types. */
export function wireDecoder(route: RestRoute) {
  const { probe, schema } = routeInput(route);
  const properties = schema?.properties ?? {};
  const paramFields = new Map([...probe.fromPath].map(([field, param]) => [param, field]));

  return (parts: WireParts) => {
    const query: Record<string, unknown> = {};
    for (const [key, values] of Object.entries(parts.queries)) {
      if (values.length > 1) throw invalidField(key, httpMessages.sentTwice(values.length));
      query[key] = decodeText(values[0]!, textKindOf(properties[key]));
    }
    const params: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(parts.params)) {
      params[name] = decodeText(text, textKindOf(properties[paramFields.get(name) ?? name]));
    }
    for (const key of Object.keys(parts.body)) {
      if (key in query) throw invalidField(key, httpMessages.inQueryAndBody);
    }
    for (const [field] of probe.fromPath) {
      if (field in query || field in parts.body) {
        throw invalidField(field, field in query ? httpMessages.pathNamesItInQuery : httpMessages.pathNamesItInBody);
      }
    }
    return { params, query, body: parts.body };
  };
}
