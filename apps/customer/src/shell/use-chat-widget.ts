import type { Language } from '@baro/core';
import { useEffect, useRef } from 'react';
import type { ChatMember, ChatWidget } from '../lib/chat-widget.ts';

/**
 * Boots the chat widget while the shell is mounted and shuts it down when the shell goes away
 * (SPEC §1). `member` is the signed-in member as the widget shows them (`toChatMember`), null for
 * a visitor, undefined while the profile is still loading (nothing is booted until it is known, so a member is never booted as a visitor
 * first). The widget re-boots only when what it shows changes (another user, an edited profile,
 * another language), not on every refetch of the profile.
 */
export function useChatWidget(
  widget: ChatWidget,
  member: ChatMember | null | undefined,
  language: Language,
): void {
  const latest = useRef(member);
  latest.current = member;
  const identity = member === undefined ? undefined : member === null ? 'visitor' : JSON.stringify(member);

  useEffect(() => {
    if (identity === undefined || !widget.enabled) return;
    widget.boot(latest.current ?? null, language);
    return () => widget.shutdown();
  }, [widget, identity, language]);
}
