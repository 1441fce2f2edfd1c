import { parseLanguage } from '@baro/core';
import type { MailRequest, MailTemplateName } from './mailer.ts';
import {
  bidCanceledByStaffTemplate,
  bidExpiredTemplate,
  bidQuotesReadyTemplate,
} from './templates/bid-closed.ts';
import { bidQuoteDigestTemplate } from './templates/bid-quote-digest.ts';
import { estimateQuotationTemplate } from './templates/estimate-quotation.ts';
import {
  fulfillmentApprovedTemplate,
  fulfillmentRejectedTemplate,
} from './templates/fulfillment-decision.ts';
import { renderHtml, renderText } from './templates/layout.ts';
import type { MailTemplate } from './templates/mail-content.ts';
import {
  partnerBidRequestTemplate,
  partnerQuoteLostTemplate,
  partnerQuoteWonTemplate,
} from './templates/partner-bids.ts';
import { partnerWelcomeTemplate } from './templates/partner-welcome.ts';
import { passwordResetTemplate } from './templates/password-reset.ts';
import { shipmentMilestoneTemplate } from './templates/shipment-milestone.ts';
import { shipmentScheduleTemplate } from './templates/shipment-schedule.ts';
import { teamInvitationTemplate } from './templates/team-invitation.ts';

const TEMPLATES: Record<MailTemplateName, MailTemplate> = {
  'password-reset': passwordResetTemplate,
  'team-invitation': teamInvitationTemplate,
  'shipment-milestone': shipmentMilestoneTemplate,
  'bid-quotes-ready': bidQuotesReadyTemplate,
  'bid-quote-digest': bidQuoteDigestTemplate,
  'bid-expired': bidExpiredTemplate,
  'bid-canceled-by-staff': bidCanceledByStaffTemplate,
  'estimate-quotation': estimateQuotationTemplate,
  'partner-welcome': partnerWelcomeTemplate,
  'fulfillment-approved': fulfillmentApprovedTemplate,
  'fulfillment-rejected': fulfillmentRejectedTemplate,
  'partner-bid-request': partnerBidRequestTemplate,
  'partner-quote-won': partnerQuoteWonTemplate,
  'partner-quote-lost': partnerQuoteLostTemplate,
  'shipment-schedule-changed': shipmentScheduleTemplate,
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The subject, plain text and HTML of a mail in the recipient's language. A missing parameter or a
 * link that is not http(s) is a programming error and throws, so the caller's transaction rolls
 * back instead of sending a broken e-mail.
 */
export function renderMail(mail: MailRequest): RenderedMail {
  const template = TEMPLATES[mail.template];
  if (!template) throw new Error(`unknown mail template "${mail.template}"`);
  const missing = template.params.filter((name) => !mail.params[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`mail template "${mail.template}" is missing params: ${missing.join(', ')}`);
  }
  const link = mail.params.link;
  if (link !== undefined && !/^https?:\/\/[^\s]+$/.test(link)) {
    throw new Error(`mail template "${mail.template}" needs an http(s) link`);
  }
  const lang = parseLanguage(mail.locale);
  const content = template.render[lang](mail.params);
  // A subject is a header: no line breaks may reach it, whatever a parameter contains.
  const subject = content.subject.replace(/\s+/g, ' ').trim();
  return {
    subject,
    text: renderText({ ...content, subject }, lang),
    html: renderHtml({ ...content, subject }, lang),
  };
}
