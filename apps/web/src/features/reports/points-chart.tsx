/**
 * The report charts (recharts). This module is only imported lazily by the report screens, so the
 * chart library is downloaded on those pages only.
 */
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartBar } from './chart-data';

const tick = { fill: 'var(--lug-fg-muted)', fontSize: 12 };
const tooltipStyle = {
  backgroundColor: 'var(--lug-surface)',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not words
  border: '1px solid var(--lug-line)',
  borderRadius: 8,
  color: 'var(--lug-fg)',
  fontSize: 13,
};

export interface PointsChartProps {
  bars: ChartBar[];
  /** vertical columns (months) or horizontal bars (members, long names). */
  orientation: 'columns' | 'bars';
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not words
const narrowQuery = '(max-width: 640px)';

function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(narrowQuery);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(narrowQuery).matches,
    () => false,
  );
}

export default function PointsChart({ bars, orientation }: PointsChartProps) {
  const { t } = useLingui();
  const horizontal = orientation === 'bars';
  // On phones twelve month names do not fit: one letter each (the table and the label have them in full).
  const narrow = useNarrowScreen();
  const height = horizontal ? Math.max(160, bars.length * 34 + 40) : 260;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={bars}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 16, bottom: 0, left: horizontal ? 8 : -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--lug-line)" strokeDasharray="3 3" vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" allowDecimals={false} tick={tick} stroke="var(--lug-line-strong)" />
            <YAxis
              type="category"
              dataKey="label"
              width={narrow ? 96 : 128}
              tick={tick}
              stroke="var(--lug-line-strong)"
              interval={0}
            />
          </>
        ) : (
          <>
            <XAxis
              dataKey="label"
              tick={tick}
              stroke="var(--lug-line-strong)"
              interval={0}
              tickFormatter={narrow ? (label: string) => label.charAt(0) : undefined}
            />
            <YAxis allowDecimals={false} tick={tick} stroke="var(--lug-line-strong)" />
          </>
        )}
        <Tooltip
          cursor={{ fill: 'var(--lug-surface-2)' }}
          contentStyle={tooltipStyle}
          labelStyle={{ color: 'var(--lug-fg)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--lug-fg-muted)' }}
          formatter={(value) => [String(value), t`Points`]}
        />
        <Bar
          dataKey="points"
          name={t`Points`}
          fill="var(--lug-accent)"
          radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          maxBarSize={40}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
