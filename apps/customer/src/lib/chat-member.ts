import {
  CUSTOMER_TYPE_LABELS,
  type CustomerType,
  type Language,
  parseInstant,
  removeNonDigits,
  toEnglishContactNumber,
  type UserProfile,
} from '@baro/core';
import type { ChatMember } from './chat-widget.ts';

// A member as the chat widget shows them. Apart from the widget itself: only a member's corner
// of the header (its own chunk) needs it, a visitor's first page does not (ADR 0016).

/** The label of a customer type; '' for none. */
export function customerTypeLabel(type: CustomerType | null | undefined, language: Language): string {
  return type ? CUSTOMER_TYPE_LABELS[language][type] : '';
}

/**
 * SPEC §3's user info for the chat widget, as Channel Talk's member id and profile:
 * `accountId`, `name`, `company`, `createdAt` (millisecond unix time), `type` (consignee,
 * forwarder, customs or '' when none), `email`, `phone`, and the names of the three managers
 * `forwardingManager`, `exportForwardingManager`, `fullfillmentManager` (spelled as the product
 * always has). `mobileNumber` repeats the phone in the international form Channel Talk reads
 * for its own contact field (`+821012345678`). Missing values are null, which Channel Talk
 * stores as "not set".
 */
export function toChatMember(user: UserProfile): ChatMember {
  return {
    memberId: user.id,
    profile: {
      accountId: user.id,
      name: user.name,
      company: user.company,
      createdAt: parseInstant(user.createdAt)?.getTime() ?? null,
      type: user.customerType ?? '',
      email: user.email,
      phone: user.phone,
      mobileNumber: user.phone ? `+${removeNonDigits(toEnglishContactNumber(user.phone))}` : null,
      forwardingManager: user.managers.forwarding?.name ?? null,
      exportForwardingManager: user.managers.exportForwarding?.name ?? null,
      fullfillmentManager: user.managers.fulfillment?.name ?? null,
    },
  };
}
