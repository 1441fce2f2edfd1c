import bwipjs from 'bwip-js';

// The bars of a Code 128 symbol, from bwip-js's encoder (start/stop codes and check character
// included): each bar's offset and width in modules. PDF and PNG draw them as rectangles; ZPL
// lets the printer draw its own ^BC of the same data.

export interface Code128Bars {
  modules: number;
  bars: Array<{ x: number; width: number }>;
}

export function code128Bars(data: string): Code128Bars {
  if (!/^[\x20-\x7e]+$/.test(data)) throw new Error('code128 encodes printable ASCII only');
  const [symbol] = bwipjs.raw('code128', data, '') as Array<{ sbs: number[] }>;
  if (!symbol?.sbs) throw new Error('code128 encoding failed');
  const bars: Code128Bars['bars'] = [];
  let x = 0;
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { modules: x, bars };
}
