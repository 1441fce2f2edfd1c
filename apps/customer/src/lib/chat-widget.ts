import type { Language } from '@baro/core';
// Types only: the loader module itself is imported when a plugin key is configured (ADR 0016).
import type * as ChannelService from '@channel.io/channel-web-sdk-loader';

/** The parts of the Channel Talk SDK loader the widget uses; tests pass a stand-in. */
export type ChannelSdk = Pick<typeof ChannelService, 'loadScript' | 'boot' | 'shutdown'>;

/** What the widget is booted with (Channel Talk's BootOption). */
export type ChatBootOption = Parameters<ChannelSdk['boot']>[0];

/** A member as the widget shows them (`toChatMember` in chat-member.ts). */
export interface ChatMember {
  memberId: string;
  profile: NonNullable<ChatBootOption['profile']>;
}

export interface ChatWidget {
  /** False without a plugin key: then boot and shutdown do nothing and nothing is loaded. */
  readonly enabled: boolean;
  /**
   * Shows the chat button: for a member with the SPEC §3 profile (`toChatMember`), for a visitor
   * (null) anonymously. Loads the SDK script on the first boot; a later boot (another user, another
   * language) first shuts the previous session down.
   */
  boot(member: ChatMember | null, language: Language): void;
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
    boot(member, language) {
      const wasBooted = booted;
      booted = true;
      withSdk((loader) => {
        if (!loaded) {
          loader.loadScript();
          loaded = true;
        }
        if (wasBooted) loader.shutdown();
        loader.boot({ pluginKey, language, ...(member ?? {}) });
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
