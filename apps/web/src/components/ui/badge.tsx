import type { HTMLAttributes } from 'react';
import { tv } from 'tailwind-variants';

/** The ten role colours, cycled by role order (docs/product/participation.md#participation-manager). */
export const roleBadgeColors = [
  'blue',
  'green',
  'purple',
  'orange',
  'pink',
  'teal',
  'red',
  'cyan',
  'yellow',
  'gray',
] as const;
export type RoleBadgeColor = (typeof roleBadgeColors)[number];

/** The colour for the role at `index` in the organisation's role order. */
export function roleBadgeColor(index: number): RoleBadgeColor {
  return roleBadgeColors[((index % roleBadgeColors.length) + roleBadgeColors.length) % roleBadgeColors.length]!;
}

const badgeStyles = tv({
  base: 'inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  variants: {
    variant: {
      neutral: 'border-line bg-surface-2 text-fg-muted',
      accent: 'border-transparent bg-accent-soft text-accent-text',
      success: 'border-transparent bg-success-soft text-success-text',
      danger: 'border-transparent bg-danger-soft text-danger-text',
      warning: 'border-transparent bg-warning-soft text-warning-text',
      blue: 'border-transparent bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
      green: 'border-transparent bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
      purple: 'border-transparent bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
      orange: 'border-transparent bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
      pink: 'border-transparent bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
      teal: 'border-transparent bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
      red: 'border-transparent bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
      cyan: 'border-transparent bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200',
      yellow: 'border-transparent bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
      gray: 'border-transparent bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
    },
  },
  defaultVariants: { variant: 'neutral' },
});

export type BadgeVariant = NonNullable<Parameters<typeof badgeStyles>[0]>['variant'];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** neutral (default) | accent | success | danger | warning | one of the ten role colours. */
  variant?: BadgeVariant;
}

/** A small status label, e.g. <Badge variant="success">Active</Badge>. */
export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span {...props} className={badgeStyles({ variant, className })} />;
}
