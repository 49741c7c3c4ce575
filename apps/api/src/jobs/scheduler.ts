/**
 * Background work of a server process: delivering the outbox, the points digests, the membership
 * auto-update, the renewal and RSVP reminders, and pruning old rate-limit events. Each job is safe to run on several servers.
 */
import { createResendTransport } from '@lug/email';
import type { AppDeps } from '../context';
import { pruneExpiredSessions } from '../auth/sessions';
import { pruneRateLimitEvents } from '../services/rate-limit';
import { pruneTwoFactorChallenges } from '../services/two-factor';
import { runMembershipAutoUpdate } from './membership-auto-update';
import { createOutboxWorker, defaultOutboxBackoff } from './outbox';
import { runPointsDigests } from './points-digest';
import { runRenewalReminders } from './renewal-reminders';
import { runRsvpReminders } from './rsvp-reminders';

export interface Jobs {
  stop(): Promise<void>;
}

export function startJobs(deps: AppDeps, options: { outboxIntervalMs?: number; digestIntervalMs?: number; autoUpdateIntervalMs?: number; remindersIntervalMs?: number } = {}): Jobs {
  const { config, logger } = deps;
  const transport = config.email.resendApiKey
    ? createResendTransport({ apiKey: config.email.resendApiKey, baseUrl: config.email.resendBaseUrl })
    : null;
  if (!transport) {
    logger.warn(
      'RESEND_API_KEY is not set: emails are kept in the outbox (email_outbox table) and logged, not sent',
    );
  }
  const worker = createOutboxWorker({
    db: deps.db,
    transport,
    from: config.email.from,
    logger,
    now: deps.now,
    backoff: (attempt) => defaultOutboxBackoff(attempt, config.email.outboxBackoffBaseMs),
  });
  worker.start(options.outboxIntervalMs ?? 2_000);

  /** Runs `task` every `everyMs`, one run at a time, logging failures without stopping. */
  const timers: NodeJS.Timeout[] = [];
  const every = (name: string, everyMs: number, task: () => Promise<unknown>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => logger.warn({ err: error, job: name }, 'scheduled job failed'))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
    timers.push(timer);
  };
  every('prune-rate-limits', 60 * 60 * 1000, () => pruneRateLimitEvents(deps.db, deps.now()));
  every('prune-sessions', 10 * 60 * 1000, async () => {
    await pruneExpiredSessions(deps.db, deps.now());
    await pruneTwoFactorChallenges(deps.db, deps.now());
  });
  every('points-digest', options.digestIntervalMs ?? 60 * 1000, () => runPointsDigests(deps));
  every('membership-auto-update', options.autoUpdateIntervalMs ?? 60 * 60 * 1000, () => runMembershipAutoUpdate(deps));
  // Every 10 minutes: a reminder day starts at midnight in each group's own time zone.
  every('renewal-reminders', options.remindersIntervalMs ?? 10 * 60 * 1000, () => runRenewalReminders(deps));
  // The same for RSVP reminders: a reminder day starts at midnight in the group's time zone.
  every('rsvp-reminders', options.remindersIntervalMs ?? 10 * 60 * 1000, () => runRsvpReminders(deps));

  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await worker.stop();
    },
  };
}
