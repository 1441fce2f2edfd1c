// What the mail module offers other modules: the mailer they queue e-mail with, and the outbox
// the staff API reads.

export { listOutboxMail } from './list-outbox-mail.ts';
export type { Mailer, MailRequest, MailTemplateName } from './mailer.ts';
