import type { Language, UserProfile } from '@baro/core';
import { useEffect, useRef } from 'react';
import { type ChatWidget, toChatMember } from '../lib/chat-widget.ts';

/**
 * Boots the chat widget while the shell is mounted and shuts it down when the shell goes away
 * (SPEC §1). `user` is the signed-in member, null for a visitor, undefined while the profile is
 * still loading (nothing is booted until it is known, so a member is never booted as a visitor
 * first). The widget re-boots only when what it shows changes (another user, an edited profile,
 * another language), not on every refetch of the profile.
 */
export function useChatWidget(
  widget: ChatWidget,
  user: UserProfile | null | undefined,
  language: Language,
): void {
  const latest = useRef(user);
  latest.current = user;
  const identity =
    user === undefined ? undefined : user === null ? 'visitor' : JSON.stringify(toChatMember(user));

  useEffect(() => {
    if (identity === undefined || !widget.enabled) return;
    widget.boot(latest.current ?? null, language);
    return () => widget.shutdown();
  }, [widget, identity, language]);
}
