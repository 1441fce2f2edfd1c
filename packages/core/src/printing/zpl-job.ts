// What a ZPL job sent to a printer may contain. Labels come from Baro, but the print agent and the
// API's printer routes accept ZPL from a browser, so a job is checked before it reaches a printer:
// it must be label formats (`^XA … ^XZ`) and must not carry the commands that change or wipe the
// printer's setup or storage, which nobody printing a label needs (ZPL II Programming Guide:
// ^JU save/restore configuration, ~JR power-on reset, ^NC/^ND/^NS/^NB/^NT/^NW/^WI/^WS… network
// and wireless settings, ^ID delete object, ~JD/~JE diagnostics, ^KP/^KC password and client
// identifier, ^JZ reprint after error, ~DY/~DG/~DB/~DU download objects into printer memory).

/** Two-character command names (after `^` or `~`) a label job may not contain. */
const FORBIDDEN = new Set([
  '^JU',
  '~JR',
  '^ID',
  '~JD',
  '~JE',
  '^KP',
  '^KC',
  '^KN',
  '^JZ',
  '~DY',
  '~DG',
  '~DB',
  '~DU',
  '~DN',
  '^NB',
  '^NC',
  '^ND',
  '^NI',
  '^NN',
  '^NP',
  '^NS',
  '^NT',
  '^NW',
  '^WA',
  '^WE',
  '^WI',
  '^WL',
  '^WP',
  '^WR',
  '^WS',
  '^WX',
  '~WR',
  '^SC',
  '^SE',
]);

/** Tab, line breaks and the printable ASCII range only. */
function isPrintableAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 9 && code !== 10 && code !== 13 && (code < 32 || code > 126)) return false;
  }
  return true;
}

export type ZplJobProblem = 'notLabel' | 'forbiddenCommand' | 'notAscii';

/**
 * Why a ZPL job may not be printed, or null: it must start with `^XA` and end with `^XZ` (one or
 * more formats), use ASCII only (Hangul is sent as `^GF` graphics), and contain none of the
 * configuration or storage commands above. Field data (`^FD…^FS`) is skipped, so a label that
 * prints the text "^JU" is fine.
 */
export function zplJobProblem(zpl: string): { problem: ZplJobProblem; command?: string } | null {
  const job = zpl.trim();
  if (!job.startsWith('^XA') || !job.endsWith('^XZ')) return { problem: 'notLabel' };
  if (!isPrintableAscii(job)) return { problem: 'notAscii' };
  const commands = job.replace(/\^FD[\s\S]*?\^FS/g, '^FS');
  for (const match of commands.matchAll(/[\^~][A-Z0-9@]{2}/gi)) {
    const command = match[0].toUpperCase();
    if (FORBIDDEN.has(command)) return { problem: 'forbiddenCommand', command };
  }
  return null;
}

/** Repeats a job `copies` times by its `^PQ` quantity where it has none, else by concatenation. */
export function withCopies(zpl: string, copies: number): string {
  if (copies <= 1) return zpl;
  const job = zpl.trim();
  if (!/\^PQ/i.test(job) && job.split('^XZ').length === 2) return `${job.slice(0, -3)}^PQ${copies}^XZ`;
  return Array.from({ length: copies }, () => job).join('\n');
}
