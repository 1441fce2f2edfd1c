import {
  type CreateGroupSkuRequest,
  createGroupSkuRequestSchema,
  type GroupSku,
  type Language,
} from '@baro/core';
import { contractErrors, type NumberValue, toNumber } from './contract-check.ts';
import type { PickedItem } from './picked-item.ts';

// The kit form, new or edited: a name and component lines (a SKU and how many go in one kit), judged
// by the `POST /api/fulfillment/group` contract (at least one component, whole quantities, no SKU
// twice); an edit sends the same two fields to `PATCH /api/fulfillment/group/{id}`.

export interface KitLine {
  /** A stable key for the line's inputs while lines are added and removed. */
  key: string;
  sku: PickedItem | null;
  quantity: NumberValue;
}

export interface KitValues extends Record<string, unknown> {
  name: string;
  components: KitLine[];
}

let lineCount = 0;
export const emptyKitLine = (): KitLine => {
  lineCount += 1;
  return { key: `line-${lineCount}`, sku: null, quantity: 1 };
};

export const initialKitValues = (): KitValues => ({ name: '', components: [emptyKitLine()] });

/** The form filled with a kit as it is, to edit it. */
export function kitValuesOf(kit: GroupSku): KitValues {
  return {
    name: kit.name,
    components: kit.components.map((component) => ({
      ...emptyKitLine(),
      sku: { kind: 'sku', id: component.skuId, name: `${component.name} (${component.barcode})` },
      quantity: component.quantity,
    })),
  };
}

export function toCreateKitRequest(values: KitValues): CreateGroupSkuRequest {
  return {
    name: values.name.trim(),
    components: values.components.map((line) => ({
      skuId: line.sku?.id ?? '',
      quantity: toNumber(line.quantity) as number,
    })),
  };
}

/** Messages by form field (`name`, `components`, `components.0.sku`, `components.0.quantity`). */
export function checkKit(
  values: KitValues,
  language: Language,
  requiredText: string,
): Record<string, string> {
  const fields = contractErrors(createGroupSkuRequestSchema, toCreateKitRequest(values), language);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^components\.(\d+)\.skuId$/, 'components.$1.sku');
    if (!Object.hasOwn(errors, field)) errors[field] = message;
  }
  values.components.forEach((line, index) => {
    const field = `components.${index}.sku`;
    if (!line.sku && !Object.hasOwn(errors, field)) errors[field] = requiredText;
  });
  return errors;
}
