import { z } from 'zod';
import { email, httpUrl, optionalText, requiredText } from './common';

export const betaApplicationInput = z.object({
  lugName: requiredText('LUG Name', 200),
  contactName: requiredText('Contact Name', 200),
  email,
  website: z.string({ error: 'Website is required' }).trim().min(1, 'Website is required').pipe(httpUrl),
  about: optionalText(5000, 'About'),
});
export type BetaApplicationInput = z.infer<typeof betaApplicationInput>;

export const betaSuccessMessage =
  "Application Submitted: Thank you for your interest! We'll be in touch soon.";
export const betaFailureMessage = 'Failed to submit application. Please try again later.';
