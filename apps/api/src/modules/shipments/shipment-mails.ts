import { formatDate, type MilestoneUpdateRequest } from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../mail/mail.api.ts';
import { findLocations, type LocationRow } from '../reference/reference.api.ts';
import { findTeamMaster, findTeamMember } from './shipments.repository.ts';
import { type MailLocation, milestoneMailParams, shipmentLink } from './shipments.rules.ts';

// The customer's e-mails about a shipment's progress, queued in the caller's transaction so a
// rolled-back update sends nothing.

const toMailLocation = (row: LocationRow): MailLocation => ({
  code: row.code,
  nameKo: row.name_ko,
  nameEn: row.name_en,
  timeZone: row.time_zone,
});

/**
 * Who hears about a shipment: the team member who requested the quotes, or the team's master if
 * that person has left the team; nobody when the team has neither (the timeline still shows it).
 */
async function findShipmentRecipient(trx: Transaction<Database>, teamId: string, bidAuthorId: string) {
  return (await findTeamMember(trx, teamId, bidAuthorId)) ?? (await findTeamMaster(trx, teamId));
}

/** Queues the customer's e-mail about a moved planned departure or arrival. */
export async function queueScheduleMail(
  trx: Transaction<Database>,
  deps: { mailer: Mailer; env: AppDeps['env'] },
  input: {
    shipment: { id: string; team_id: string; pol: string; pod: string };
    bidAuthorId: string;
    kind: 'departed' | 'arrived';
    before: Date | null;
    after: Date;
  },
): Promise<void> {
  const { shipment } = input;
  const recipient = await findShipmentRecipient(trx, shipment.team_id, input.bidAuthorId);
  if (!recipient) return;
  const locations = await findLocations(trx, [shipment.pol, shipment.pod]);
  const nameOf = (code: string) => {
    const row = locations.get(code);
    if (!row) return code;
    return recipient.locale === 'en' ? row.name_en : row.name_ko;
  };
  await deps.mailer.queue(trx, {
    to: recipient.email,
    locale: recipient.locale,
    template: 'shipment-schedule-changed',
    params: {
      name: recipient.name,
      milestone: input.kind,
      lane: `${nameOf(shipment.pol)} → ${nameOf(shipment.pod)}`,
      before: input.before
        ? formatDate(input.before, recipient.locale, true)
        : recipient.locale === 'en'
          ? 'not set'
          : '미정',
      after: formatDate(input.after, recipient.locale, true),
      link: shipmentLink(deps.env.PUBLIC_URL, shipment.id),
    },
  });
}

/** Queues the customer's e-mail about a milestone that was just reached. */
export async function queueMilestoneMail(
  trx: Transaction<Database>,
  deps: { mailer: Mailer; env: AppDeps['env'] },
  input: {
    shipment: { id: string; team_id: string; pol: string; pod: string };
    bidAuthorId: string;
    kind: MilestoneUpdateRequest['kind'];
    actualAt: Date;
    place: string | null;
    note: string | null;
  },
): Promise<void> {
  const { shipment } = input;
  const recipient = await findShipmentRecipient(trx, shipment.team_id, input.bidAuthorId);
  if (!recipient) return; // nobody left to tell; the timeline still shows it

  const codes = [shipment.pol, shipment.pod, ...(input.place ? [input.place] : [])];
  const locations = new Map(
    [...(await findLocations(trx, codes)).values()].map((row) => [row.code, toMailLocation(row)]),
  );
  const pol = locations.get(shipment.pol);
  const pod = locations.get(shipment.pod);
  if (!pol || !pod) throw new AppError('INTERNAL_ERROR');

  await deps.mailer.queue(trx, {
    to: recipient.email,
    locale: recipient.locale,
    template: 'shipment-milestone',
    params: milestoneMailParams({
      locale: recipient.locale,
      name: recipient.name,
      kind: input.kind,
      actualAt: input.actualAt,
      pol,
      pod,
      place: input.place ? { location: locations.get(input.place) ?? null, text: input.place } : null,
      note: input.note,
      link: shipmentLink(deps.env.PUBLIC_URL, shipment.id),
    }),
  });
}
