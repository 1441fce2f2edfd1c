// What the auth module offers other modules: nothing else of it is theirs.
export { issuePasswordSetupLink, PASSWORD_SETUP_LINK_TTL_MS } from './issue-password-setup-link.ts';

/** A password hash no password matches: the account chooses its first one through a link. */
export const UNSET_PASSWORD_HASH = '!password-not-set';
export type { AccessTokens } from './access-tokens.ts';
export { revokeUserSessions } from './sessions.repository.ts';
