import { Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './echarts-canvas';

// ECharts is a chunk of its own, fetched when the first chart shows.
const EChartsCanvas = lazy(() => import('./echarts-canvas'));

/** A chart with axes, legend and tooltip (ECharts, loaded on demand). */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 280 }} />}>
      <EChartsCanvas {...props} />
    </Suspense>
  );
}

export interface SeriesSpec {
  name: string;
  type: 'bar' | 'line';
  data: number[];
  /** 0: the left axis, 1: the right one. */
  axis?: 0 | 1;
}

/** Categories along x, one or two value axes, a legend and an axis tooltip. */
export function categoryChart(
  categories: string[],
  series: SeriesSpec[],
  axisNames: [string, string?],
): EChartsCoreOption {
  const [left, right] = axisNames;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: right ? 56 : 24, top: 40, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: categories },
    yAxis: [
      { type: 'value', name: left, minInterval: 1 },
      ...(right ? [{ type: 'value', name: right, minInterval: 1 }] : []),
    ],
    series: series.map((item) => ({
      name: item.name,
      type: item.type,
      data: item.data,
      yAxisIndex: item.axis ?? 0,
      smooth: item.type === 'line',
    })),
  };
}
