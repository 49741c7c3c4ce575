import { Suspense, lazy, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { describeBars, type ChartBar } from './chart-data';

// Loaded on first use: the chart library stays out of every other page's JavaScript.
const PointsChart = lazy(() => import('./points-chart'));

interface ChartFigureProps {
  title: string;
  description: string;
  bars: ChartBar[];
  orientation: 'columns' | 'bars';
}

/**
 * A chart in a card. Screen readers get the figures in words (the image's label) and the table on
 * the page holds the same numbers.
 */
export function ChartFigure({ title, description, bars, orientation }: ChartFigureProps) {
  const { t } = useLingui();
  const captionId = useId();
  const figures = describeBars(bars);
  return (
    <Card>
      <CardHeader title={title} description={description} level={2} id={captionId} />
      <CardContent>
        <figure aria-labelledby={captionId} className="m-0">
          <div role="img" aria-label={t`${title}. ${figures}`} className="min-h-40 w-full">
            <Suspense
              fallback={
                <div className="flex h-40 items-center justify-center">
                  <Spinner label={t`Loading chart`} />
                </div>
              }
            >
              <PointsChart bars={bars} orientation={orientation} />
            </Suspense>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
