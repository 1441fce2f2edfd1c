import {
  addCalendarDays,
  type CreateInboundRequest,
  createInboundRequestSchema,
  fulfillmentMessage,
  type Language,
  MAX_INBOUND_LEAD_DAYS,
} from '@baro/core';
import {
  contractErrors,
  type NumberValue,
  optionalText,
  toNumber,
  withoutUndefined,
} from './contract-check.ts';
import type { PickedItem } from './picked-item.ts';

// The inbound request form: the Seoul day it arrives, SKU lines with quantities, boxes and a memo,
// judged by the `POST /api/fulfillment/inbound` contract (today to 90 days ahead, no SKU twice).

export interface InboundLine {
  key: string;
  sku: PickedItem | null;
  quantity: NumberValue;
}

export interface InboundValues extends Record<string, unknown> {
  expectedDate: string;
  items: InboundLine[];
  boxes: NumberValue;
  memo: string;
}

let lineCount = 0;
export const emptyInboundLine = (): InboundLine => {
  lineCount += 1;
  return { key: `inbound-${lineCount}`, sku: null, quantity: '' };
};

export const initialInboundValues = (): InboundValues => ({
  expectedDate: '',
  items: [emptyInboundLine()],
  boxes: 1,
  memo: '',
});

export function toCreateInboundRequest(values: InboundValues): CreateInboundRequest {
  return withoutUndefined({
    expectedDate: values.expectedDate,
    items: values.items.map((line) => ({
      skuId: line.sku?.id ?? '',
      quantity: toNumber(line.quantity) as number,
    })),
    boxes: toNumber(values.boxes),
    memo: optionalText(values.memo),
  });
}

/** What is wrong with the values, keyed by form field; `today` is the Seoul day (the server's rule for the day). */
export function checkInbound(
  values: InboundValues,
  language: Language,
  requiredText: string,
  today: string,
): Record<string, string> {
  const fields = contractErrors(createInboundRequestSchema, toCreateInboundRequest(values), language);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^items\.(\d+)\.skuId$/, 'items.$1.sku');
    if (!Object.hasOwn(errors, field)) errors[field] = message;
  }
  values.items.forEach((line, index) => {
    if (!line.sku) errors[`items.${index}.sku`] = requiredText;
  });
  if (values.expectedDate === '') errors.expectedDate = requiredText;
  else if (!errors.expectedDate && values.expectedDate < today)
    errors.expectedDate = fulfillmentMessage(language, 'expectedDatePast');
  else if (!errors.expectedDate && values.expectedDate > addCalendarDays(today, MAX_INBOUND_LEAD_DAYS))
    errors.expectedDate = fulfillmentMessage(language, 'expectedDateFar');
  return errors;
}
