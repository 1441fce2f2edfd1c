import {
  type CreateReturnRequest,
  createReturnRequestSchema,
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

export function checkReturn(
  order: ShippingOrder,
  values: ReturnValues,
  language: Language,
  messages: { itemsRequired: string; tooMany: string },
): Record<string, string> {
  const body = toCreateReturnRequest(order, values);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(contractErrors(createReturnRequestSchema, body, language))) {
    if (path.startsWith('items')) continue;
    if (!Object.hasOwn(errors, path)) errors[path] = message;
  }
  order.items.forEach((item, index) => {
    const quantity = toNumber(values.quantities[index] ?? 0);
    if (quantity !== undefined && (!Number.isInteger(quantity) || quantity < 0 || quantity > item.quantity)) {
      errors[`quantities.${index}`] = messages.tooMany;
    }
  });
  if (body.items.length === 0) errors.quantities = messages.itemsRequired;
  return errors;
}
