import { z } from 'zod';
import { CHARGE_BASES, CHARGE_CODES } from '../forwarding/charge-codes.ts';
import { containerTypeSchema, freightTypeSchema } from './rates.ts';

// The charge-code catalogue (issue 18): what each line of a partner's quote charges for, so the
// customer's comparison lines quotes up by code rather than by wording.

export const chargeCodeSchema = z.enum(CHARGE_CODES);
export const chargeBasisSchema = z.enum(CHARGE_BASES);

export const chargeCodeEntrySchema = z
  .object({
    code: chargeCodeSchema,
    nameKo: z.string(),
    nameEn: z.string(),
    /** What the charge is counted per: container (of its type), R/T, chargeable kg, B/L, shipment. */
    basis: chargeBasisSchema,
    /** The container type of an ocean-freight code; null for the rest. */
    containerType: containerTypeSchema.nullable(),
    /** The modes the charge is usual for; any code is accepted on any mode. */
    freightTypes: z.array(freightTypeSchema),
  })
  .meta({ id: 'ChargeCode' });
export type ChargeCodeItem = z.infer<typeof chargeCodeEntrySchema>;

/** `GET /api/forwarding/charge-codes` (anyone): the catalogue in display order. */
export const chargeCodeListSchema = z
  .object({ items: z.array(chargeCodeEntrySchema) })
  .meta({ id: 'ChargeCodeList' });
export type ChargeCodeList = z.infer<typeof chargeCodeListSchema>;
