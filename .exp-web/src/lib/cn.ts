import { cn as mergeClasses } from 'tailwind-variants';

/**
 * Joins class names and lets later Tailwind classes win over conflicting earlier ones
 * (`cn('px-4 text-fg', className)`). Uses the merge built into tailwind-variants, so the app ships
 * one copy of the merge logic.
 */
export function cn(...classes: Parameters<typeof mergeClasses>): string {
  return mergeClasses(...classes) ?? '';
}
