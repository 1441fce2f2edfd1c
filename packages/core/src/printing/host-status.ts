// Parsing a Zebra-compatible printer's answer to `~HS` (host status return). Per the ZPL II
// Programming Guide (~HS), the printer sends three strings, each framed by STX (0x02) … ETX (0x03)
// and CR LF:
//   1: aaa,b,c,dddd,eee,f,g,h,iii,j,k,l — b paper out, c pause, dddd label length (dots), eee
//      formats in the receive buffer, f buffer full, g diagnostic mode, h partial format, iii
//      unused, j corrupt RAM, k under temperature, l over temperature
//   2: mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www — o head up (open), p ribbon out, q thermal-transfer mode,
//      r print mode, s print width mode, t label waiting, uuuuuuuu labels remaining in batch,
//      v format while printing, www graphic images stored
//   3: xxxx,y — password, static RAM installed
// Flags are "1" for set and "0" for clear.

const STX = String.fromCharCode(2);
const ETX = String.fromCharCode(3);

export interface HostStatus {
  paperOut: boolean;
  paused: boolean;
  headOpen: boolean;
  ribbonOut: boolean;
  bufferFull: boolean;
  overTemperature: boolean;
  underTemperature: boolean;
  corruptRam: boolean;
  labelsInBuffer: number;
  /** Nothing stops it from printing. */
  ready: boolean;
}

/** The framed strings received so far (STX … ETX), without the framing. */
export function hostStatusStrings(raw: string): string[] {
  const strings: string[] = [];
  let start = raw.indexOf(STX);
  while (start !== -1) {
    const end = raw.indexOf(ETX, start + 1);
    if (end === -1) break;
    const next = raw.indexOf(STX, start + 1);
    // A stray STX inside a frame starts the frame over, as the printer would have.
    if (next !== -1 && next < end) {
      start = next;
      continue;
    }
    strings.push(raw.slice(start + 1, end));
    start = raw.indexOf(STX, end + 1);
  }
  return strings;
}

/** Whether enough has arrived to parse (the first two strings carry every flag we use). */
export function isHostStatusComplete(raw: string): boolean {
  return hostStatusStrings(raw).length >= 2;
}

/** Reads a `~HS` answer; undefined when it is not one. */
export function parseHostStatus(raw: string): HostStatus | undefined {
  const [first, second] = hostStatusStrings(raw).map((line) => line.split(',').map((field) => field.trim()));
  if (!first || !second || first.length < 12 || second.length < 9) return undefined;
  const flag = (value: string | undefined) => value === '1';
  const status = {
    paperOut: flag(first[1]),
    paused: flag(first[2]),
    labelsInBuffer: Number.parseInt(first[4] ?? '0', 10) || 0,
    bufferFull: flag(first[5]),
    corruptRam: flag(first[9]),
    underTemperature: flag(first[10]),
    overTemperature: flag(first[11]),
    headOpen: flag(second[2]),
    ribbonOut: flag(second[3]),
  };
  const ready =
    !status.paperOut &&
    !status.paused &&
    !status.headOpen &&
    !status.ribbonOut &&
    !status.bufferFull &&
    !status.overTemperature &&
    !status.corruptRam;
  return { ...status, ready };
}

/** A `~HS` answer with the given flags, as a printer would send it (test printers, simulators). */
export function formatHostStatus(flags: Partial<HostStatus> = {}): string {
  const bit = (value: boolean | undefined) => (value ? '1' : '0');
  const formats = String(flags.labelsInBuffer ?? 0).padStart(3, '0');
  const first = `030,${bit(flags.paperOut)},${bit(flags.paused)},1218,${formats},${bit(flags.bufferFull)},0,0,000,${bit(flags.corruptRam)},${bit(flags.underTemperature)},${bit(flags.overTemperature)}`;
  const second = `001,0,${bit(flags.headOpen)},${bit(flags.ribbonOut)},0,2,6,0,00000000,1,000`;
  const third = '1234,0';
  return [first, second, third].map((line) => `${STX}${line}${ETX}\r\n`).join('');
}
