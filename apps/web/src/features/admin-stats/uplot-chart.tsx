import { useEffect, useRef } from 'react';
import type { ChartTable, Measure } from './chart-data.ts';
import { CHART_HEIGHT, type ChartColors, SERIES_COLORS, uplotData, uplotOptions } from './chart-options.ts';

// The canvas of a usage chart: uPlot and its stylesheet load here, when the first chart mounts
// (their own chunk, never in the entry), the plot follows its box's width and goes with the
// component. Hidden from screen readers: the figure's caption and table say what it shows. A
// browser without a 2D canvas gets no drawing, only those.

async function loadUplot() {
  const [module] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return module.default;
}

const canDraw = () =>
  typeof ResizeObserver !== 'undefined' && !!document.createElement('canvas').getContext('2d');

/** The colours the page's scheme gives the box (axis text and grid) and the palette's swatches. */
function colorsOf(box: HTMLElement, swatches: HTMLElement): ChartColors {
  const style = getComputedStyle(box);
  return {
    axis: style.color,
    grid: style.borderTopColor,
    series: [...swatches.children].map((swatch) => getComputedStyle(swatch).backgroundColor),
  };
}

export function UplotChart({ table, measure }: { table: ChartTable; measure: Measure }) {
  const box = useRef<HTMLDivElement>(null);
  const swatches = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    const palette = swatches.current;
    if (!element || !palette || !canDraw()) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    void loadUplot()
      .then((UPlot) => {
        if (gone) return;
        const bars = UPlot.paths.bars?.({ size: [0.7, 28], gap: 1 });
        if (!bars) return;
        const options = uplotOptions(table, measure, element.clientWidth, colorsOf(element, palette), bars);
        plot = new UPlot(options, uplotData(table), element);
        observer = new ResizeObserver(() =>
          plot?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
        );
        observer.observe(element);
      })
      .catch(() => {
        // A chunk that failed to load leaves the caption and the table, which say it all.
      });
    return () => {
      gone = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [table, measure]);

  return (
    <div aria-hidden="true" className="min-w-0">
      <div
        ref={box}
        className="w-full min-w-0 border-board-100 text-ink-muted"
        style={{ height: CHART_HEIGHT }}
      />
      <div ref={swatches} className="hidden">
        {SERIES_COLORS.map((color) => (
          <span key={color} className={color} />
        ))}
      </div>
    </div>
  );
}
