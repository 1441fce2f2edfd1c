import type { ServerState } from './hydrate.ts';

/**
 * The state the server rendered the page with (SPEC §4: the support article page), read once from
 * its JSON data block and then removed, so a later navigation never sees it again. Undefined when
 * the page was not rendered by the server or the block is unreadable.
 */
export function takeServerState(doc: Document | undefined = globalThis.document): ServerState | undefined {
  const element = doc?.getElementById('baro-server-state');
  if (!element) return undefined;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ServerState) : undefined;
  } catch {
    return undefined;
  }
}
