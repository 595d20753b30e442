/**
 * Small SVG charts generated in Node: no browser, no external resources. Each function returns one <svg> string
 * with a <title> for accessibility. Colours come from one palette; numbers are rounded for stable snapshots.
 */

export const PALETTE = [
  '#4269d0',
  '#efb118',
  '#ff725c',
  '#6cc5b0',
  '#3ca951',
  '#ff8ab7',
  '#a463f2',
  '#97bbf5',
  '#9c6b4e',
  '#9498a0',
];

const r2 = (x: number) => Math.round(x * 100) / 100;

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function frame(w: number, h: number, title: string, body: string, cls: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart ${cls}" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>${body}</svg>`
  );
}

function yAxis(x0: number, y0: number, h: number, w: number, ticks = [0, 0.25, 0.5, 0.75, 1]): string {
  return ticks
    .map((t) => {
      const y = r2(y0 + h - t * h);
      return `<line x1="${x0}" x2="${x0 + w}" y1="${y}" y2="${y}" stroke="#ddd"/><text x="${x0 - 6}" y="${r2(y + 4)}" text-anchor="end" font-size="11">${t.toFixed(2)}</text>`;
    })
    .join('');
}

function legend(names: readonly string[], x: number, y: number): string {
  return names
    .map(
      (n, i) =>
        `<rect x="${x}" y="${y + i * 16}" width="10" height="10" fill="${PALETTE[i % PALETTE.length]}"/><text x="${x + 14}" y="${y + i * 16 + 9}" font-size="11">${esc(n)}</text>`,
    )
    .join('');
}

/** Grouped bars: one group per category, one bar per series, optional CI whiskers. Values in [0, 1]. */
export function groupedBars(opts: {
  title: string;
  categories: readonly string[];
  series: readonly { name: string; values: readonly number[]; ci?: readonly (readonly [number, number])[] }[];
  cls: string;
}): string {
  const { categories, series } = opts;
  // Labels longer than 8 characters (bug types) are rotated; shorter ones sit level under their group, which is
  // made wide enough for its label (about 6.6 px a character at 11 px) so that neighbours never touch.
  const longLabels = categories.some((c) => c.length > 8);
  const labelW = longLabels ? 64 : Math.ceil(Math.max(0, ...categories.map((c) => c.length)) * 6.6) + 14;
  const left = 48,
    top = 24,
    plotH = 200,
    group = Math.max(40, labelW, series.length * 18 + 16),
    plotW = categories.length * group;
  const legendW = 190;
  const w = left + plotW + 20 + legendW,
    h = top + plotH + (longLabels ? 100 : 40);
  const bw = (group - 16) / Math.max(1, series.length);
  let body = `<text x="${left}" y="15" font-size="13" font-weight="bold">${esc(opts.title)}</text>`;
  body += yAxis(left, top, plotH, plotW);
  categories.forEach((c, ci) => {
    const gx = left + ci * group + 8;
    series.forEach((s, si) => {
      const v = Math.max(0, Math.min(1, s.values[ci] ?? 0));
      const x = r2(gx + si * bw);
      const y = r2(top + plotH - v * plotH);
      body += `<rect x="${x}" y="${y}" width="${r2(bw - 2)}" height="${r2(v * plotH)}" fill="${PALETTE[si % PALETTE.length]}"><title>${esc(`${s.name} · ${c}: ${v.toFixed(3)}`)}</title></rect>`;
      const ci95 = s.ci?.[ci];
      if (ci95) {
        const cx = r2(x + (bw - 2) / 2);
        const ylo = r2(top + plotH - ci95[0] * plotH),
          yhi = r2(top + plotH - ci95[1] * plotH);
        body += `<line class="whisker" x1="${cx}" x2="${cx}" y1="${ylo}" y2="${yhi}" stroke="#222"/><line x1="${r2(cx - 3)}" x2="${r2(cx + 3)}" y1="${ylo}" y2="${ylo}" stroke="#222"/><line x1="${r2(cx - 3)}" x2="${r2(cx + 3)}" y1="${yhi}" y2="${yhi}" stroke="#222"/>`;
      }
    });
    const lx = r2(gx + (group - 16) / 2);
    body += longLabels
      ? `<text class="x-label" x="${lx}" y="${top + plotH + 12}" text-anchor="end" font-size="11" transform="rotate(-35 ${lx} ${top + plotH + 12})">${esc(c)}</text>`
      : `<text class="x-label" x="${lx}" y="${top + plotH + 16}" text-anchor="middle" font-size="11">${esc(c)}</text>`;
  });
  body += legend(
    series.map((s) => s.name),
    left + plotW + 20,
    top,
  );
  return frame(w, h, opts.title, body, opts.cls);
}

/** Lines over an integer x axis; values in [0, 1]. */
export function lines(opts: {
  title: string;
  xLabel: string;
  xs: readonly number[];
  series: readonly { name: string; values: readonly number[] }[];
  cls: string;
}): string {
  const left = 48,
    top = 24,
    plotH = 200,
    plotW = Math.max(240, opts.xs.length * 70);
  const w = left + plotW + 20 + 190,
    h = top + plotH + 44;
  const xAt = (i: number) =>
    r2(left + 10 + (opts.xs.length > 1 ? (i * (plotW - 20)) / (opts.xs.length - 1) : plotW / 2));
  let body = `<text x="${left}" y="15" font-size="13" font-weight="bold">${esc(opts.title)}</text>`;
  body += yAxis(left, top, plotH, plotW);
  opts.xs.forEach((x, i) => {
    body += `<text x="${xAt(i)}" y="${top + plotH + 16}" text-anchor="middle" font-size="11">${x}</text>`;
  });
  body += `<text x="${left + plotW / 2}" y="${top + plotH + 34}" text-anchor="middle" font-size="11">${esc(opts.xLabel)}</text>`;
  opts.series.forEach((s, si) => {
    const color = PALETTE[si % PALETTE.length];
    const pts = s.values.map((v, i) => `${xAt(i)},${r2(top + plotH - Math.max(0, Math.min(1, v)) * plotH)}`);
    body += `<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.join(' ')}"/>`;
    s.values.forEach((v, i) => {
      body += `<circle cx="${xAt(i)}" cy="${r2(top + plotH - Math.max(0, Math.min(1, v)) * plotH)}" r="3" fill="${color}"><title>${esc(`${s.name} · ${opts.xs[i]}: ${v.toFixed(3)}`)}</title></circle>`;
    });
  });
  body += legend(
    opts.series.map((s) => s.name),
    left + plotW + 20,
    top,
  );
  return frame(w, h, opts.title, body, opts.cls);
}

/**
 * Rank intervals as a forest plot: one row per system (in the order given), a bar from the low to the high end
 * of its 95% rank range and a dot at its rank, coloured by significance tier.
 */
export function rankIntervalChart(opts: {
  title: string;
  systems: readonly { name: string; rank: number; interval: readonly [number, number]; tier: number }[];
  cls: string;
}): string {
  const n = opts.systems.length;
  const left = 190,
    top = 40,
    rowH = 22,
    step = Math.max(24, Math.min(60, 360 / Math.max(1, n - 1)));
  const xAt = (rank: number) => r2(left + 12 + (rank - 1) * step);
  const w = Math.max(left + 24 + Math.max(1, n - 1) * step + 90, left + 340),
    h = top + n * rowH + 30;
  let body = `<text x="10" y="15" font-size="13" font-weight="bold">${esc(opts.title)}</text>`;
  for (let rank = 1; rank <= n; rank++) {
    body += `<line x1="${xAt(rank)}" x2="${xAt(rank)}" y1="${top - 6}" y2="${top + n * rowH}" stroke="#eee"/><text class="x-label" x="${xAt(rank)}" y="${top - 10}" text-anchor="middle" font-size="11">${rank}</text>`;
  }
  opts.systems.forEach((s, i) => {
    const y = top + i * rowH + rowH / 2;
    const color = PALETTE[(s.tier - 1) % PALETTE.length];
    const name = s.name.length > 26 ? s.name.slice(0, 25) + '…' : s.name;
    body += `<text x="${left - 8}" y="${y + 4}" text-anchor="end" font-size="11">${esc(name)}</text>`;
    body += `<line class="interval" x1="${xAt(s.interval[0])}" x2="${xAt(s.interval[1])}" y1="${y}" y2="${y}" stroke="${color}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>`;
    body += `<circle cx="${xAt(s.rank)}" cy="${y}" r="4.5" fill="${color}"><title>${esc(`${s.name}: rank ${s.rank}, 95% range ${s.interval[0]}–${s.interval[1]}, tier ${s.tier}`)}</title></circle>`;
    body += `<text x="${xAt(n) + 18}" y="${y + 4}" font-size="11" fill="${color}">tier ${s.tier}</text>`;
  });
  body += `<text x="${left + 12}" y="${top + n * rowH + 20}" font-size="11" fill="#555">rank (1 = best); bar: 95% range over bootstrap resamples</text>`;
  return frame(w, h, opts.title, body, opts.cls);
}

/** Heat map: rows x columns of values in [0, 1], white to blue, with the value printed in each cell. */
export function heatmap(opts: {
  title: string;
  rows: readonly string[];
  cols: readonly string[];
  values: readonly (readonly number[])[];
  cls: string;
}): string {
  const left = 170,
    top = 40,
    cw = 90,
    ch = 22;
  const w = left + opts.cols.length * cw + 10,
    h = top + opts.rows.length * ch + 10;
  let body = `<text x="10" y="15" font-size="13" font-weight="bold">${esc(opts.title)}</text>`;
  opts.cols.forEach((c, j) => {
    body += `<text x="${left + j * cw + cw / 2}" y="${top - 8}" text-anchor="middle" font-size="11">${esc(c.length > 14 ? c.slice(0, 13) + '…' : c)}</text>`;
  });
  opts.rows.forEach((rname, i) => {
    body += `<text x="${left - 6}" y="${top + i * ch + 15}" text-anchor="end" font-size="11">${esc(rname)}</text>`;
    opts.cols.forEach((_, j) => {
      const v = Math.max(0, Math.min(1, opts.values[i]?.[j] ?? 0));
      const light = Math.round(97 - v * 55);
      body += `<rect x="${left + j * cw}" y="${top + i * ch}" width="${cw - 2}" height="${ch - 2}" fill="hsl(220, 70%, ${light}%)"><title>${esc(`${rname} · ${opts.cols[j]}: ${v.toFixed(3)}`)}</title></rect>`;
      body += `<text x="${left + j * cw + cw / 2}" y="${top + i * ch + 15}" text-anchor="middle" font-size="11" fill="${light < 60 ? '#fff' : '#111'}">${v.toFixed(2)}</text>`;
    });
  });
  return frame(w, h, opts.title, body, opts.cls);
}
