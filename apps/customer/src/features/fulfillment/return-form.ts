import {
  type CreateReturnRequest,
  createReturnRequestSchema,
  FIELD_MESSAGES,
  type Language,
  type ReturnReason,
  type ShippingOrder,
} from '@baro/core';
import {
  contractErrors,
  type NumberValue,
  optionalText,
  toNumber,
  withoutUndefined,
} from './contract-check.ts';

// The return request of one shipped order: how many of each ordered line come back (0 for none),
// why, and where the carrier collects them (the recipient's address unless changed).

export interface ReturnValues extends Record<string, unknown> {
  quantities: NumberValue[];
  reason: ReturnReason;
  reasonDetail: string;
  pickupAddress: { name: string; phone: string; zipCode: string; address1: string; address2: string };
  memo: string;
}

export function initialReturnValues(order: ShippingOrder): ReturnValues {
  const { recipient } = order;
  return {
    quantities: order.items.map(() => 0),
    reason: 'changed_mind',
    reasonDetail: '',
    pickupAddress: {
      name: recipient.name,
      phone: recipient.phone,
      zipCode: recipient.zipCode,
      address1: recipient.address1,
      address2: recipient.address2 ?? '',
    },
    memo: '',
  };
}

export function toCreateReturnRequest(order: ShippingOrder, values: ReturnValues): CreateReturnRequest {
  const address = values.pickupAddress;
  return withoutUndefined({
    orderId: order.id,
    items: order.items.flatMap((item, index) => {
      const quantity = toNumber(values.quantities[index] ?? 0) ?? 0;
      if (quantity === 0) return [];
      return [
        item.groupSkuId ? { groupSkuId: item.groupSkuId, quantity } : { skuId: item.skuId ?? '', quantity },
      ];
    }),
    reason: values.reason,
    reasonDetail: optionalText(values.reasonDetail),
    pickupAddress: {
      name: address.name.trim(),
      phone: address.phone.trim(),
      zipCode: address.zipCode.trim(),
      address1: address.address1.trim(),
      address2: optionalText(address.address2),
    },
    memo: optionalText(values.memo),
  });
}

/** The form's lines sent as the request's `items`, in order: `items.N` is the form's line `[N]`. */
function sentLines(order: ShippingOrder, values: ReturnValues): number[] {
  return order.items
    .map((_, index) => index)
    .filter((index) => (toNumber(values.quantities[index] ?? 0) ?? 0) !== 0);
}

/**
 * The server's field messages (`items.1.quantity`: more than can come back) on the form's fields
 * (`quantities.3`); a path of no line is kept as it is.
 */
export function returnFieldsOfServer(
  order: ShippingOrder,
  values: ReturnValues,
  fields: Readonly<Record<string, string>>,
): Record<string, string> {
  const sent = sentLines(order, values);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const line = /^items\.(\d+)\.(?:quantity|skuId|groupSkuId)$/.exec(path);
    const index = line ? sent[Number(line[1])] : undefined;
    errors[index !== undefined ? `quantities.${index}` : path] = message;
  }
  return errors;
}

export function checkReturn(
  order: ShippingOrder,
  values: ReturnValues,
  language: Language,
  messages: { itemsRequired: string; tooMany: string },
): Record<string, string> {
  const body = toCreateReturnRequest(order, values);
  // The body carries only the lines with a quantity: its `items.N` is the form's line `returned[N]`.
  const returned = sentLines(order, values);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(contractErrors(createReturnRequestSchema, body, language))) {
    const line = /^items\.(\d+)\.quantity$/.exec(path);
    const index = line ? returned[Number(line[1])] : undefined;
    const field = index !== undefined ? `quantities.${index}` : path;
    if (field.startsWith('items')) continue;
    if (!Object.hasOwn(errors, field)) errors[field] = message;
  }
  order.items.forEach((item, index) => {
    const quantity = toNumber(values.quantities[index] ?? 0);
    // 1.5 or 1e9 are the contract's to refuse (above); below 0 and more than was shipped are this
    // form's range (0 is none of the line, so the contract's "at least 1" would mislead).
    if (quantity !== undefined && quantity < 0)
      errors[`quantities.${index}`] = FIELD_MESSAGES[language].numberMin('0');
    if (quantity !== undefined && quantity > item.quantity) errors[`quantities.${index}`] = messages.tooMany;
  });
  if (body.items.length === 0) errors.quantities = messages.itemsRequired;
  return errors;
}
