import { z } from 'zod';
import { email, httpUrl, optionalText, requiredText } from './common';
import { issue } from './words';

export const betaApplicationInput = z.object({
  lugName: requiredText('LUG Name', 200),
  contactName: requiredText('Contact Name', 200),
  email,
  website: z
    .string(issue('schema.websiteIsRequired', 'Website is required'))
    .trim()
    .min(1, issue('schema.websiteIsRequired', 'Website is required'))
    .pipe(httpUrl),
  about: optionalText(5000, 'About'),
});
export type BetaApplicationInput = z.infer<typeof betaApplicationInput>;
