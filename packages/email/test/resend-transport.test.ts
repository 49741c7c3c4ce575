import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createResendTransport,
  EmailDeliveryError,
  formatMailbox,
  renderEmail,
  type OutgoingEmail,
} from '../src/index';
import { startResendStandIn, type ResendStandIn } from '../src/testing/resend-stand-in';

const apiKey = 're_test_123';
let standIn: ResendStandIn;

beforeAll(async () => {
  standIn = await startResendStandIn({ apiKey });
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.reset();
});

const rendered = renderEmail({
  template: 'password-reset',
  data: {
    toEmail: 'ada@example.org',
    toName: 'Ada',
    resetLink: 'https://lug.example.org/reset?token=1',
  },
});

function outgoing(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    from: 'LUG Platform <noreply@lug.example.org>',
    to: 'ada@example.org',
    toName: 'Ada Lovelace',
    replyTo: 'board@bricks.example.org',
    ...rendered,
    ...overrides,
  };
}

async function sendExpectingError(
  email: OutgoingEmail,
  transport = createResendTransport({ apiKey, baseUrl: standIn.url }),
) {
  const error = await transport.send(email).then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(EmailDeliveryError);
  return error as EmailDeliveryError;
}

describe('Resend transport (real SDK against the stand-in)', () => {
  it('sends the email and returns the provider id', async () => {
    const transport = createResendTransport({ apiKey, baseUrl: standIn.url });
    const { id } = await transport.send(outgoing());

    expect(transport.name).toBe('resend');
    expect(standIn.received).toHaveLength(1);
    const [email] = standIn.received;
    expect(email).toMatchObject({
      id,
      from: 'LUG Platform <noreply@lug.example.org>',
      to: ['Ada Lovelace <ada@example.org>'],
      replyTo: ['board@bricks.example.org'],
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    });
  });

  it('carries attachments (base64 content, file name, content type); none when there are none', async () => {
    const transport = createResendTransport({ apiKey, baseUrl: standIn.url });
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    await transport.send(
      outgoing({
        attachments: [
          {
            filename: 'brick-night.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: Buffer.from(ics).toString('base64'),
          },
        ],
      }),
    );
    await transport.send(outgoing({ attachments: [] }));
    const [withFile, without] = standIn.received;
    expect(withFile!.attachments).toEqual([
      {
        filename: 'brick-night.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics).toString('base64'),
        // A file to open, not an inline image (decision 46): no content_id sent.
        contentId: null,
      },
    ]);
    expect(withFile!.body.attachments).toEqual([expect.not.objectContaining({ content_id: expect.anything() })]);
    expect(without!.attachments).toEqual([]);
    expect(without!.body).not.toHaveProperty('attachments');
  });

  it('sends the same idempotency key only once and returns the same id', async () => {
    const transport = createResendTransport({ apiKey, baseUrl: standIn.url });
    const first = await transport.send(outgoing({ idempotencyKey: 'lug-outbox-1' }));
    const second = await transport.send(outgoing({ idempotencyKey: 'lug-outbox-1' }));
    const other = await transport.send(outgoing({ idempotencyKey: 'lug-outbox-2' }));

    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(standIn.requestCount).toBe(3);
    expect(standIn.received.map((email) => email.idempotencyKey)).toEqual(['lug-outbox-1', 'lug-outbox-2']);
  });

  it('refuses a reused idempotency key with another payload, for good', async () => {
    const transport = createResendTransport({ apiKey, baseUrl: standIn.url });
    await transport.send(outgoing({ idempotencyKey: 'k' }));
    const error = await sendExpectingError(outgoing({ idempotencyKey: 'k', subject: 'Another' }), transport);
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'invalid_idempotent_request',
      retryable: false,
    });
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [422, false],
    [400, false],
  ])('reports a %i answer with retryable=%s', async (status, retryable) => {
    standIn.failNext(1, status);
    const error = await sendExpectingError(outgoing());
    expect(error.statusCode).toBe(status);
    expect(error.retryable).toBe(retryable);
    expect(error.message).toContain(`(${status})`);
    expect(standIn.received).toHaveLength(0);
  });

  it('reports a provider that is down as retryable, and recovers', async () => {
    const transport = createResendTransport({ apiKey, baseUrl: standIn.url });
    standIn.setDown(true);
    const error = await sendExpectingError(outgoing(), transport);
    expect(error).toMatchObject({ statusCode: 503, retryable: true });

    standIn.setDown(false);
    await expect(transport.send(outgoing())).resolves.toEqual({
      id: expect.any(String),
    });
  });

  it('reports an unreachable server as retryable, without a status', async () => {
    const error = await sendExpectingError(
      outgoing(),
      createResendTransport({ apiKey, baseUrl: 'http://127.0.0.1:1' }),
    );
    expect(error).toMatchObject({ statusCode: null, retryable: true });
  });

  it('reports a timeout as retryable', async () => {
    standIn.setLatency(500);
    const transport = createResendTransport({
      apiKey,
      baseUrl: standIn.url,
      timeoutMs: 50,
    });
    const error = await sendExpectingError(outgoing(), transport);
    expect(error.retryable).toBe(true);
  });

  it('keeps mail waiting (retryable) when the API key is wrong', async () => {
    const error = await sendExpectingError(
      outgoing(),
      createResendTransport({ apiKey: 're_wrong', baseUrl: standIn.url }),
    );
    expect(error).toMatchObject({
      statusCode: 403,
      code: 'invalid_api_key',
      retryable: true,
    });
  });
});

describe('formatMailbox', () => {
  it('quotes display names with special characters and drops line breaks', () => {
    expect(formatMailbox('a@example.org')).toBe('a@example.org');
    expect(formatMailbox('a@example.org', 'Ada Lovelace')).toBe('Ada Lovelace <a@example.org>');
    expect(formatMailbox('a@example.org', 'Lovelace, Ada "A."')).toBe('"Lovelace, Ada \\"A.\\"" <a@example.org>');
    expect(formatMailbox('a@example.org', 'Ada\r\nBcc: x@example.org')).toBe(
      '"Ada Bcc: x@example.org" <a@example.org>',
    );
  });
});
