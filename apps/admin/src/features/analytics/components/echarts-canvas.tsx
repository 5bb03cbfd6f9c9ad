import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

export interface ChartProps {
  option: echarts.EChartsCoreOption;
  /** The chart's accessible name. */
  label: string;
  height?: number;
}

// Only what the console draws (bars and lines with axes, legend and tooltip), in SVG: the chunk
// stays small and the chart's text is in the page (screen readers, browser tests).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** The chart itself, loaded on demand by ./chart.tsx. */
export default function EChartsCanvas({ option, label, height = 280 }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    // Follows the card's width (a collapsed menu, a resized window).
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element.current);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
