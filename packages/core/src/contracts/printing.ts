import { z } from 'zod';

// Label printers (issue 14, SPEC §7): ZPL goes to a thermal printer on the LAN (raw TCP 9100),
// from the packing PC's print agent (the "local label printer base") or from the API for the
// carriers' network printers. Both speak the same paths under their base: `GET /printers`,
// `GET /printers/{id}/status`, `POST /printers/{id}/print`.

/** Largest ZPL job accepted (a 4×6 label with Hangul graphics is ~20–80 KB). */
export const MAX_ZPL_LENGTH = 1024 * 1024;
export const MAX_PRINT_COPIES = 20;

export const printerIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);
export const printerParamsSchema = z.strictObject({ id: printerIdSchema });

/** `POST …/printers/{id}/print` */
export const printRequestSchema = z.strictObject({
  zpl: z.string().min(1).max(MAX_ZPL_LENGTH),
  copies: z.number().int().min(1).max(MAX_PRINT_COPIES).default(1),
});
export type PrintRequest = z.input<typeof printRequestSchema>;

export const printResultSchema = z.object({
  printerId: z.string(),
  bytes: z.number().int(),
  copies: z.number().int(),
});
export type PrintResult = z.infer<typeof printResultSchema>;

/**
 * What a printer said to `~HS` (host status). `reachable` false: nothing answered; `answered`
 * false: the port accepted the connection but the device sent no status (many printers only
 * answer on some ports or not at all), so the flags are unknown (null).
 */
export const printerStatusSchema = z
  .object({
    printerId: z.string(),
    reachable: z.boolean(),
    answered: z.boolean(),
    ready: z.boolean().nullable(),
    paperOut: z.boolean().nullable(),
    paused: z.boolean().nullable(),
    headOpen: z.boolean().nullable(),
    ribbonOut: z.boolean().nullable(),
    labelsInBuffer: z.number().int().nullable(),
  })
  .meta({ id: 'PrinterStatus' });
export type PrinterStatus = z.infer<typeof printerStatusSchema>;

export const printerSchema = z.object({
  id: z.string(),
  /** What a person recognises it by ("CJ대한통운 출력기", "packing-1"). */
  name: z.string(),
  /** `tcp://host:port` or a device path. */
  target: z.string(),
  dpi: z.union([z.literal(203), z.literal(300)]),
});
export type Printer = z.infer<typeof printerSchema>;
export const printerListSchema = z.object({ printers: z.array(printerSchema) });
export type PrinterList = z.infer<typeof printerListSchema>;
