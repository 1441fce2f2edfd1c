import {
  CUSTOMER_TYPE_LABELS,
  type CustomerType,
  type Language,
  parseInstant,
  removeNonDigits,
  toEnglishContactNumber,
  type UserProfile,
} from '@baro/core';
// Types only: the loader module itself is imported when a plugin key is configured (ADR 0016).
import type * as ChannelService from '@channel.io/channel-web-sdk-loader';

/** The parts of the Channel Talk SDK loader the widget uses; tests pass a stand-in. */
export type ChannelSdk = Pick<typeof ChannelService, 'loadScript' | 'boot' | 'shutdown'>;

/** What the widget is booted with (Channel Talk's BootOption). */
export type ChatBootOption = Parameters<ChannelSdk['boot']>[0];

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
export function toChatMember(user: UserProfile): {
  memberId: string;
  profile: NonNullable<ChatBootOption['profile']>;
} {
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

export interface ChatWidget {
  /** False without a plugin key: then boot and shutdown do nothing and nothing is loaded. */
  readonly enabled: boolean;
  /**
   * Shows the chat button: for a member with the SPEC §3 profile, for a visitor (null)
   * anonymously. Loads the SDK script on the first boot; a later boot (another user, another
   * language) first shuts the previous session down.
   */
  boot(user: UserProfile | null, language: Language): void;
  /** Removes the widget and forgets the user (logout, or the shell going away). */
  shutdown(): void;
}

export interface CreateChatWidgetOptions {
  /** `VITE_CHANNEL_PLUGIN_KEY`; empty or missing turns the widget off. */
  readonly pluginKey: string | undefined;
  /** Defaults to the official SDK loader, imported with the first boot. */
  readonly loader?: ChannelSdk;
}

/** The Channel Talk chat widget (SPEC §1): booted when the shell appears, shut down when it goes. */
export function createChatWidget(options: CreateChatWidgetOptions): ChatWidget {
  const pluginKey = options.pluginKey?.trim();
  if (!pluginKey) return { enabled: false, boot() {}, shutdown() {} };

  let loaded = false;
  let booted = false;
  // The official loader is its own chunk, fetched by the first boot; boots and shutdowns wait for
  // it in the order they were asked for. A stand-in (tests) runs at once.
  let sdk: Promise<ChannelSdk> | undefined;
  const withSdk = (step: (loader: ChannelSdk) => void): void => {
    if (options.loader) {
      step(options.loader);
      return;
    }
    sdk = (sdk ?? import('@channel.io/channel-web-sdk-loader')).then((loader) => {
      step(loader);
      return loader;
    });
    // The widget is optional: a loader an ad blocker refused leaves it off, unreported.
    sdk.catch(() => {});
  };

  return {
    enabled: true,
    boot(user, language) {
      const wasBooted = booted;
      booted = true;
      withSdk((loader) => {
        if (!loaded) {
          loader.loadScript();
          loaded = true;
        }
        if (wasBooted) loader.shutdown();
        loader.boot({ pluginKey, language, ...(user ? toChatMember(user) : {}) });
      });
    },
    shutdown() {
      if (!booted) return;
      booted = false;
      withSdk((loader) => loader.shutdown());
    },
  };
}

/** The app's widget, on when the build has a Channel Talk plugin key. */
export const chatWidget: ChatWidget = createChatWidget({
  pluginKey: import.meta.env.VITE_CHANNEL_PLUGIN_KEY,
});
