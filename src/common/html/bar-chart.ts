import { html, SafeHtml } from './html';

/** One bar: its label (in the table and the bar's tooltip), a shorter one for the axis, its value and the part of it highlighted. */
export interface Bar {
  label: string;
  axisLabel: string;
  value: number;
  part: number;
}

export interface BarChartOptions {
  /** Unique on the page (ids are made from it). */
  id: string;
  /** What the chart shows, with its one-sentence summary: the figure's caption. */
  caption: string;
  bars: Bar[];
  /** What a value and its part count ("requests", "errors"). */
  valueName: string;
  partName: string;
}

const WIDTH = 300;
const HEIGHT = 100;

/**
 * The axis's top: the largest value rounded up to a step of a fifth of its power of ten (11 → 12,
 * 160 → 160, 1234 → 1400), at least 2, and even, so that the middle line is a whole number too.
 */
export function niceMax(max: number): number {
  const unit = Math.max(2, 10 ** Math.floor(Math.log10(Math.max(max, 1))) / 5);
  return Math.max(2, Math.ceil(max / unit) * unit);
}

/**
 * A bar chart drawn on the server: an SVG of rectangles only (so it stretches to any width
 * without distorting text), with its axis labels in HTML beside it, each bar's numbers in its
 * tooltip, and every number again in a table. The SVG is an image whose name is the caption; the
 * table (under "Numbers per day", a disclosure that works without JavaScript) is what a screen
 * reader reads the figures from. Nothing here runs in the browser.
 */
export function barChart({ id, caption, bars, valueName, partName }: BarChartOptions): SafeHtml {
  const top = niceMax(Math.max(0, ...bars.map((b) => b.value)));
  const slot = WIDTH / Math.max(1, bars.length);
  const y = (v: number) => HEIGHT - (v / top) * HEIGHT;
  const rects = bars.map((b, i) => {
    const x = (i * slot + slot * 0.15).toFixed(2);
    const w = (slot * 0.7).toFixed(2);
    const tip = `${b.label}: ${valueName} ${b.value}, ${partName} ${b.part}`;
    return html`<g><title>${tip}</title><rect class="bar-value" x="${x}" y="${y(b.value).toFixed(2)}" width="${w}" height="${(HEIGHT - y(b.value)).toFixed(2)}"></rect>${
      b.part > 0 ? html`<rect class="bar-part" x="${x}" y="${y(b.part).toFixed(2)}" width="${w}" height="${(HEIGHT - y(b.part)).toFixed(2)}"></rect>` : ''
    }</g>`;
  });
  const ticks = bars.length > 0 ? [...new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1])].map((i) => bars[i].axisLabel) : [];
  return html`<figure class="bar-chart" id="${id}">
<figcaption id="${id}-caption">${caption}</figcaption>
<div class="chart-area">
<div class="chart-y" aria-hidden="true"><span>${String(top)}</span><span>${String(top / 2)}</span><span>0</span></div>
<svg class="chart-bars" viewBox="0 0 ${String(WIDTH)} ${String(HEIGHT)}" preserveAspectRatio="none" role="img" aria-labelledby="${id}-caption">
<line class="grid" x1="0" y1="0.5" x2="${String(WIDTH)}" y2="0.5"></line><line class="grid" x1="0" y1="${String(HEIGHT / 2)}" x2="${String(WIDTH)}" y2="${String(HEIGHT / 2)}"></line>
${rects}
<line class="axis" x1="0" y1="${String(HEIGHT - 0.5)}" x2="${String(WIDTH)}" y2="${String(HEIGHT - 0.5)}"></line>
</svg>
<div class="chart-x" aria-hidden="true">${ticks.map((t) => html`<span>${t}</span>`)}</div>
</div>
<p class="chart-legend" aria-hidden="true"><span class="key key-value"></span> ${valueName} <span class="key key-part"></span> ${partName}</p>
<details class="chart-numbers"><summary>Numbers per day</summary>
<table><thead><tr><th scope="col">Day</th><th scope="col">${capitalized(valueName)}</th><th scope="col">${capitalized(partName)}</th></tr></thead>
<tbody>${bars.map((b) => html`<tr><th scope="row">${b.label}</th><td>${String(b.value)}</td><td>${String(b.part)}</td></tr>`)}</tbody></table>
</details>
</figure>`;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The chart's style rules, for the page that shows one (`layout`'s `styles`). */
export const BAR_CHART_STYLES = `
  .bar-chart { margin: 1rem 0; }
  .bar-chart figcaption { margin-bottom: .5rem; }
  .chart-area { display: grid; grid-template-columns: auto 1fr; grid-template-rows: 10rem auto; column-gap: .4rem; }
  .chart-y { display: flex; flex-direction: column; justify-content: space-between; align-items: flex-end; font-size: .75rem; color: var(--muted); line-height: 1; }
  .chart-bars { width: 100%; height: 10rem; display: block; }
  .chart-bars .bar-value { fill: var(--accent); }
  .chart-bars .bar-part { fill: var(--danger); }
  .chart-bars .grid { stroke: var(--border); stroke-dasharray: 2 2; vector-effect: non-scaling-stroke; }
  .chart-bars .axis { stroke: var(--muted); vector-effect: non-scaling-stroke; }
  .chart-x { grid-column: 2; display: flex; justify-content: space-between; font-size: .75rem; color: var(--muted); padding-top: .2rem; }
  .chart-legend { font-size: .8rem; color: var(--muted); margin: .4rem 0; }
  .chart-legend .key { display: inline-block; width: .8rem; height: .8rem; vertical-align: -.1rem; margin-left: .5rem; }
  .chart-legend .key:first-child { margin-left: 0; }
  .key-value { background: var(--accent); }
  .key-part { background: var(--danger); }
  .chart-numbers summary { cursor: pointer; color: var(--accent); }
  .chart-numbers table { font-size: .9rem; max-width: 24rem; }
  .chart-numbers td, .chart-numbers thead th + th { text-align: right; }
  .chart-numbers tbody th { font-weight: normal; }
`;
