/**
 * A local imitation of the Resend API's `POST /emails` for tests: the real SDK talks to it over
 * HTTP (`baseUrl: standIn.url`). It records what it accepts, honours `Idempotency-Key` like Resend
 * (same key and payload: same id, not sent twice; same key, other payload: 409), and can be told to
 * fail or to be down.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An attachment as the API received it (`content` in base64, as Resend takes it). */
export interface ReceivedAttachment {
  filename: string | null;
  contentType: string | null;
  content: string | null;
  /** Resend's `content_id`: the `cid:` an inline image is shown by; null for a plain file. */
  contentId: string | null;
}

export interface ReceivedEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  replyTo: string[];
  idempotencyKey: string | null;
  /** The files attached, in order; empty for none. */
  attachments: ReceivedAttachment[];
  /** The JSON body as the SDK sent it. */
  body: Record<string, unknown>;
  receivedAt: Date;
}

export interface ResendErrorBody {
  statusCode: number;
  name: string;
  message: string;
}

export interface ResendStandInOptions {
  /** When set, only `Authorization: Bearer <apiKey>` is accepted (else 403); default: any key. */
  apiKey?: string;
}

export interface ResendStandIn {
  /** Base URL for the SDK, e.g. `http://127.0.0.1:43121`. */
  readonly url: string;
  /** Emails accepted, in order; a repeated idempotency key is recorded once. */
  readonly received: ReceivedEmail[];
  /** Every `POST /emails` request that arrived, including failed and repeated ones. */
  readonly requestCount: number;
  /** The next `count` requests answer `status` with a Resend-like error body. */
  failNext(count: number, status?: number, error?: Partial<Omit<ResendErrorBody, 'statusCode'>>): void;
  /** While down, every request answers 503. */
  setDown(down: boolean): void;
  /** Delays every answer (to make concurrent senders overlap). */
  setLatency(ms: number): void;
  /** Forgets received emails, idempotency keys, failures and counters. */
  reset(): void;
  close(): Promise<void>;
}

const defaultErrorNames: Record<number, string> = {
  400: 'validation_error',
  401: 'missing_api_key',
  403: 'invalid_api_key',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'invalid_idempotent_request',
  422: 'validation_error',
  429: 'rate_limit_exceeded',
  500: 'internal_server_error',
};

function errorBody(statusCode: number, error: Partial<Omit<ResendErrorBody, 'statusCode'>> = {}): ResendErrorBody {
  return {
    statusCode,
    name: error.name ?? defaultErrorNames[statusCode] ?? 'application_error',
    message: error.message ?? `Simulated failure (${statusCode})`,
  };
}

function toList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function attachmentsOf(value: unknown): ReceivedAttachment[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      filename: optionalString(item.filename),
      contentType: optionalString(item.content_type),
      content: optionalString(item.content),
      contentId: optionalString(item.content_id),
    }));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, body: ResendErrorBody): void {
  sendJson(response, body.statusCode, body);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startResendStandIn(options: ResendStandInOptions = {}): Promise<ResendStandIn> {
  const received: ReceivedEmail[] = [];
  const acceptedKeys = new Map<string, { id: string; payload: string }>();
  const failures: ResendErrorBody[] = [];
  let down = false;
  let latencyMs = 0;
  let requestCount = 0;

  async function handleSend(request: IncomingMessage, response: ServerResponse): Promise<void> {
    requestCount += 1;
    const raw = await readBody(request);
    if (latencyMs > 0) await sleep(latencyMs);

    if (down)
      return sendError(
        response,
        errorBody(503, {
          name: 'application_error',
          message: 'Service unavailable',
        }),
      );
    const failure = failures.shift();
    if (failure) return sendError(response, failure);

    const authorization = request.headers.authorization ?? '';
    const key = /^Bearer (.+)$/.exec(authorization)?.[1];
    if (!key)
      return sendError(
        response,
        errorBody(401, {
          message: 'Missing API key in the authorization header.',
        }),
      );
    if (options.apiKey !== undefined && key !== options.apiKey) {
      return sendError(response, errorBody(403, { message: 'API key is invalid' }));
    }

    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new SyntaxError('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return sendError(response, errorBody(400, { message: 'Invalid JSON body' }));
    }
    for (const field of ['from', 'to', 'subject'] as const) {
      if (body[field] === undefined || body[field] === '') {
        return sendError(
          response,
          errorBody(422, {
            name: 'missing_required_field',
            message: `Missing \`${field}\` field.`,
          }),
        );
      }
    }
    if (body.attachments !== undefined && !Array.isArray(body.attachments)) {
      return sendError(
        response,
        errorBody(422, { name: 'invalid_attachment', message: '`attachments` must be a list.' }),
      );
    }
    if (typeof body.html !== 'string' && typeof body.text !== 'string') {
      return sendError(
        response,
        errorBody(422, {
          message: 'Either `html` or `text` must be provided.',
        }),
      );
    }

    const idempotencyKey = optionalString(request.headers['idempotency-key']);
    if (idempotencyKey !== null) {
      const earlier = acceptedKeys.get(idempotencyKey);
      if (earlier) {
        if (earlier.payload !== raw) {
          return sendError(
            response,
            errorBody(409, {
              message: 'Same idempotency key used with a different request payload.',
            }),
          );
        }
        return sendJson(response, 200, { id: earlier.id });
      }
    }

    const id = randomUUID();
    if (idempotencyKey !== null) acceptedKeys.set(idempotencyKey, { id, payload: raw });
    received.push({
      id,
      from: String(body.from),
      to: toList(body.to),
      subject: String(body.subject),
      text: optionalString(body.text),
      html: optionalString(body.html),
      replyTo: toList(body.reply_to),
      idempotencyKey,
      attachments: attachmentsOf(body.attachments),
      body,
      receivedAt: new Date(),
    });
    sendJson(response, 200, { id });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
    if (path !== '/emails') {
      sendError(response, errorBody(404, { message: 'The requested endpoint does not exist.' }));
      return;
    }
    if (request.method !== 'POST') {
      sendError(
        response,
        errorBody(405, {
          message: 'Method is not allowed for the requested path.',
        }),
      );
      return;
    }
    handleSend(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        sendError(
          response,
          errorBody(500, {
            message: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    get requestCount() {
      return requestCount;
    },
    failNext(count, status = 500, error) {
      for (let i = 0; i < count; i += 1) failures.push(errorBody(status, error));
    },
    setDown(value) {
      down = value;
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    reset() {
      received.length = 0;
      acceptedKeys.clear();
      failures.length = 0;
      down = false;
      latencyMs = 0;
      requestCount = 0;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
