/** Background work of a server process: delivering the outbox and pruning old rate-limit events. */
import { createResendTransport } from '@lug/email';
import type { AppDeps } from '../context';
import { pruneRateLimitEvents } from '../services/rate-limit';
import { createOutboxWorker } from './outbox';

export interface Jobs {
  stop(): Promise<void>;
}

export function startJobs(deps: AppDeps, options: { outboxIntervalMs?: number } = {}): Jobs {
  const { config, logger } = deps;
  const transport = config.email.resendApiKey
    ? createResendTransport({ apiKey: config.email.resendApiKey, baseUrl: config.email.resendBaseUrl })
    : null;
  if (!transport) {
    logger.warn(
      'RESEND_API_KEY is not set: emails are kept in the outbox (email_outbox table) and logged, not sent',
    );
  }
  const worker = createOutboxWorker({ db: deps.db, transport, from: config.email.from, logger, now: deps.now });
  worker.start(options.outboxIntervalMs ?? 2_000);

  const prune = setInterval(() => {
    pruneRateLimitEvents(deps.db, deps.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not prune rate-limit events'),
    );
  }, 60 * 60 * 1000);
  prune.unref();

  return {
    async stop() {
      clearInterval(prune);
      await worker.stop();
    },
  };
}
