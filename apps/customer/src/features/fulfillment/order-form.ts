import { type CreateOrderRequest, createOrderRequestSchema, type Language } from '@baro/core';
import {
  contractErrors,
  type NumberValue,
  optionalText,
  toNumber,
  withoutUndefined,
} from './contract-check.ts';
import type { PickedItem } from './picked-item.ts';

// The new order form: the recipient, item lines (a SKU or a kit, and how many), a delivery note and
// the sales channel's order number, judged by the `POST /api/fulfillment/orders` contract.

export interface OrderLine {
  key: string;
  item: PickedItem | null;
  quantity: NumberValue;
}

export interface OrderValues extends Record<string, unknown> {
  recipient: { name: string; phone: string; zipCode: string; address1: string; address2: string };
  items: OrderLine[];
  memo: string;
  channelOrderNo: string;
}

let lineCount = 0;
export const emptyOrderLine = (): OrderLine => {
  lineCount += 1;
  return { key: `item-${lineCount}`, item: null, quantity: 1 };
};

export const initialOrderValues = (): OrderValues => ({
  recipient: { name: '', phone: '', zipCode: '', address1: '', address2: '' },
  items: [emptyOrderLine()],
  memo: '',
  channelOrderNo: '',
});

export function toCreateOrderRequest(values: OrderValues): CreateOrderRequest {
  const { recipient } = values;
  return withoutUndefined({
    recipient: {
      name: recipient.name.trim(),
      phone: recipient.phone.trim(),
      zipCode: recipient.zipCode.trim(),
      address1: recipient.address1.trim(),
      address2: optionalText(recipient.address2),
    },
    items: values.items.map((line) => ({
      ...(line.item?.kind === 'kit' ? { groupSkuId: line.item.id } : { skuId: line.item?.id ?? '' }),
      quantity: toNumber(line.quantity) as number,
    })),
    memo: optionalText(values.memo),
    channelOrderNo: optionalText(values.channelOrderNo),
  });
}

/** The form field of a contract or server path: a line's `skuId` or `groupSkuId` is its picker, `items.N.item`. */
export const orderFieldOf = (path: string): string =>
  path.replace(/^items\.(\d+)\.(skuId|groupSkuId)$/, 'items.$1.item');

/** Messages by form field (`recipient.phone`, `items.0.item`, `items.0.quantity`). */
export function checkOrder(
  values: OrderValues,
  language: Language,
  requiredText: string,
): Record<string, string> {
  const fields = contractErrors(createOrderRequestSchema, toCreateOrderRequest(values), language);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = orderFieldOf(path);
    if (!Object.hasOwn(errors, field)) errors[field] = message;
  }
  values.items.forEach((line, index) => {
    const field = `items.${index}.item`;
    if (!line.item) errors[field] = requiredText;
  });
  return errors;
}
