import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { ChainPriceHistory } from "../../../../domain/contracts/price-history";
import { describePoint, observedAtLabel, type ChartData } from "../lib/chart-data";
import { formatDollars, paddedRange, seriesStyle } from "../lib/chart-style";

const HEIGHT = 260;
const FORTY_FIVE_DAYS = 45 * 24 * 3600;

function chartOptions(chains: readonly ChainPriceHistory[], data: ChartData, width: number): uPlot.Options {
  const { xs } = data;
  // From the data itself: uPlot's own range for a single moment is not centred on it.
  const [firstX, lastX] = paddedRange(xs[0] ?? 0, xs[xs.length - 1] ?? 0, FORTY_FIVE_DAYS);
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true, range: () => [firstX, lastX] },
      y: { range: (_u, min, max) => paddedRange(Math.max(0, min), max, Math.max(0.1, max * 0.2)) },
    },
    axes: [{}, { values: (_u, ticks) => ticks.map(formatDollars), size: 56 }],
    series: [
      {},
      ...chains.map((chain, index) => {
        const { color, dash } = seriesStyle(index);
        // A price holds until the next one: steps, not slopes, joined across other chains' moments.
        return {
          label: chain.chainName,
          stroke: color,
          dash,
          width: 2,
          spanGaps: true,
          paths: uPlot.paths.stepped!({ align: 1 }),
          // Dots only where the chain was observed, not at the end its last price is carried to.
          points: { show: true, size: 7, fill: color, filter: () => data.observed[index]! },
          value: (_u: uPlot, v: number | null) => (v === null ? "—" : formatDollars(v)),
        };
      }),
    ],
  };
}

/**
 * The chains' prices over time (uPlot, on a canvas). The canvas is one focusable image whose arrow keys
 * read each observation aloud in time order; the table below it holds the same facts for everyone.
 */
export function PriceHistoryChart({
  chains,
  data,
  itemName,
}: {
  chains: readonly ChainPriceHistory[];
  data: ChartData;
  itemName: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = new uPlot(chartOptions(chains, data, element.clientWidth || 320), [data.xs, ...data.ys], element);
    plot.current = chart;
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [chains, data]);

  useEffect(() => {
    chains.forEach((_chain, index) => plot.current?.setSeries(index + 1, { show: !hidden.has(index) }));
  }, [chains, hidden]);

  const visible = data.points.filter((point) => !hidden.has(point.chainIndex));
  const current = active === null ? undefined : visible[Math.min(active, visible.length - 1)];

  useEffect(() => {
    const chart = plot.current;
    if (!chart || !current) return;
    const price = Number(current.observation.price);
    chart.setCursor({ left: chart.valToPos(data.xs[current.xIndex]!, "x"), top: chart.valToPos(price, "y") });
  }, [current, data]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (visible.length === 0) return;
    const last = visible.length - 1;
    const at = active === null ? -1 : Math.min(active, last);
    const next: Record<string, number> = {
      ArrowRight: Math.min(at + 1, last),
      ArrowLeft: Math.max(at - 1, 0),
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActive(next[event.key]!);
  }

  const first = data.xs[0];
  const lastX = data.xs[data.xs.length - 1];
  const span =
    first === undefined || lastX === undefined
      ? ""
      : first === lastX
        ? ` on ${observedAtLabel(data.points[0]!.observation.observedAt)}`
        : ` from ${observedAtLabel(data.points[0]!.observation.observedAt)} to ${observedAtLabel(data.points[data.points.length - 1]!.observation.observedAt)}`;

  return (
    <figure className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <figcaption className="text-sm font-semibold">Price at each chain over time</figcaption>
      <div
        ref={container}
        tabIndex={0}
        role="img"
        aria-label={`Chart of ${itemName} prices at ${chains.length} ${chains.length === 1 ? "chain" : "chains"}${span}. Use the left and right arrow keys to read each price; the table below lists them all.`}
        onKeyDown={onKeyDown}
        className="min-w-0 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      <p aria-live="polite" className="min-h-10 text-sm text-slate-700">
        {current ? describePoint(current) : "Focus the chart and use the arrow keys to read each price."}
      </p>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium">Chains shown</legend>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {chains.map((chain, index) => {
            const { color, dash } = seriesStyle(index);
            return (
              <li key={chain.chainId}>
                <label className="inline-flex min-h-6 cursor-pointer items-center gap-1.5">
                  <input
                    type="checkbox"
                    checked={!hidden.has(index)}
                    onChange={(event) => {
                      const next = new Set(hidden);
                      if (event.target.checked) next.delete(index);
                      else next.add(index);
                      setHidden(next);
                    }}
                  />
                  <svg width="22" height="8" aria-hidden>
                    <line x1="0" y1="4" x2="22" y2="4" stroke={color} strokeWidth="3" strokeDasharray={dash.join(" ")} />
                  </svg>
                  {chain.chainName}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </figure>
  );
}
