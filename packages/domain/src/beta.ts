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
