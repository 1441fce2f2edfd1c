import { FILE_UPLOAD_TYPES, fileKeySchema, OFFICE_FILE_EXTENSIONS } from '@baro/core';
import { describe, expect, it } from 'vitest';
import type { BidStatus } from '../../db/schema.ts';
import {
  BID_STATUSES_OPEN_FOR_FILES,
  canReadFile,
  canReadTarget,
  checkUploadOption,
  cleanFileName,
  contentMatches,
  type DetectedType,
  deleteVerdict,
  type FileActor,
  type FileFacts,
  isTargetOpen,
  looksLikeText,
  newFileKey,
  ownsUpload,
  retryAfterSeconds,
  type TargetFacts,
  writeVerdict,
} from './files.rules.ts';

const MB = 1024 * 1024;
const master: FileActor = { kind: 'customer', userId: 'usr_master', teamId: 'team_a', teamRole: 'master' };
const admin: FileActor = { kind: 'customer', userId: 'usr_admin', teamId: 'team_a', teamRole: 'admin' };
const member: FileActor = { kind: 'customer', userId: 'usr_member', teamId: 'team_a', teamRole: 'member' };
const otherTeam: FileActor = { kind: 'customer', userId: 'usr_b', teamId: 'team_b', teamRole: 'master' };
const partner: FileActor = { kind: 'partner', userId: 'usr_p1', partnerId: 'ptn_1' };
const partnerColleague: FileActor = { kind: 'partner', userId: 'usr_p1b', partnerId: 'ptn_1' };
const otherPartner: FileActor = { kind: 'partner', userId: 'usr_p2', partnerId: 'ptn_2' };
const staff: FileActor = { kind: 'staff', userId: 'usr_staff' };
const nonMember: FileActor = { kind: 'non_member', clientAddress: '203.0.113.5' };
const otherAddress: FileActor = { kind: 'non_member', clientAddress: '203.0.113.6' };
const ALL = {
  master,
  admin,
  member,
  otherTeam,
  partner,
  partnerColleague,
  otherPartner,
  staff,
  nonMember,
  otherAddress,
};

const team: TargetFacts = { type: 'team', id: 'team_a' };
const bid = (status: BidStatus): TargetFacts => ({ type: 'bid', id: 'bid_1', teamId: 'team_a', status });
const shipment = (status: 'in_progress' | 'completed'): TargetFacts => ({
  type: 'shipment',
  id: 'shp_1',
  teamId: 'team_a',
  partnerId: 'ptn_1',
  status,
});
const anonymousLog: TargetFacts = { type: 'estimateLog', id: 'est_1', userId: null, teamId: null };
const memberLog: TargetFacts = { type: 'estimateLog', id: 'est_2', userId: 'usr_master', teamId: 'team_a' };

const uploadedBy = (actor: FileActor, status: FileFacts['status'] = 'bound'): FileFacts => {
  switch (actor.kind) {
    case 'non_member':
      return {
        status,
        uploaderKind: 'non_member',
        uploadedBy: null,
        teamId: null,
        partnerId: null,
        clientAddress: actor.clientAddress,
      };
    case 'customer':
      return {
        status,
        uploaderKind: 'customer',
        uploadedBy: actor.userId,
        teamId: actor.teamId,
        partnerId: null,
        clientAddress: null,
      };
    case 'partner':
      return {
        status,
        uploaderKind: 'partner',
        uploadedBy: actor.userId,
        teamId: null,
        partnerId: actor.partnerId,
        clientAddress: null,
      };
    case 'staff':
    case 'worker':
      return {
        status,
        uploaderKind: actor.kind,
        uploadedBy: actor.userId,
        teamId: null,
        partnerId: null,
        clientAddress: null,
      };
  }
};

const who = (predicate: (actor: FileActor) => boolean) =>
  Object.entries(ALL)
    .filter(([, actor]) => predicate(actor))
    .map(([name]) => name)
    .sort();

describe('checkUploadOption', () => {
  it.each(Object.entries(FILE_UPLOAD_TYPES).flatMap(([ext, types]) => types.map((type) => [ext, type])))(
    'accepts .%s as %s',
    (extension, mimeType) => {
      const checked = checkUploadOption(
        { fileName: `문서.${extension.toUpperCase()}`, mimeType, size: 1 },
        30 * MB,
      );
      expect(checked).toMatchObject({ ok: true, extension, mimeType });
    },
  );

  it('accepts every office extension of SPEC §5', () => {
    for (const extension of OFFICE_FILE_EXTENSIONS)
      expect(Object.keys(FILE_UPLOAD_TYPES)).toContain(extension);
  });

  it.each([
    ['virus.exe', 'application/x-msdownload'],
    ['virus.pdf.exe', 'application/pdf'],
    ['invoice.pdf', 'application/octet-stream'],
    ['invoice.pdf', 'image/png'],
    ['photo.png', 'application/pdf'],
    ['list.csv', 'application/zip'],
    ['page.html', 'text/html'],
    ['image.svg', 'image/svg+xml'],
    ['script.js', 'text/javascript'],
    ['noextension', 'application/pdf'],
    ['.pdf', 'application/pdf'],
    ['trailingdot.', 'application/pdf'],
    ['hangul.한글', 'application/x-hwp'],
  ])('refuses %s declared as %s', (fileName, mimeType) => {
    expect(checkUploadOption({ fileName, mimeType, size: 1 }, 30 * MB)).toEqual({
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
  });

  it('ignores MIME parameters and case', () => {
    expect(
      checkUploadOption({ fileName: 'a.csv', mimeType: 'Text/CSV; charset=UTF-8', size: 1 }, MB),
    ).toMatchObject({
      ok: true,
      mimeType: 'text/csv',
    });
  });

  it('takes files up to the limit, refuses one byte more (after the type check)', () => {
    expect(
      checkUploadOption({ fileName: 'a.pdf', mimeType: 'application/pdf', size: 30 * MB }, 30 * MB).ok,
    ).toBe(true);
    expect(
      checkUploadOption({ fileName: 'a.pdf', mimeType: 'application/pdf', size: 30 * MB + 1 }, 30 * MB),
    ).toEqual({
      ok: false,
      code: 'FILE_TOO_LARGE',
    });
    expect(
      checkUploadOption({ fileName: 'a.exe', mimeType: 'application/pdf', size: 30 * MB + 1 }, 30 * MB),
    ).toEqual({
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
  });
});

describe('cleanFileName', () => {
  it.each([
    ['견적서.pdf'.normalize('NFD'), '견적서.pdf'],
    ['C:\\Users\\me\\인보이스.pdf', '인보이스.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['  spaced .pdf  ', 'spaced .pdf'],
    ['tab\tand\nnewline\u0000.pdf', 'tabandnewline.pdf'],
    ['rtl\u2028line.pdf', 'rtlline.pdf'],
  ])('%j → %j', (input, expected) => {
    expect(cleanFileName(input)).toBe(expected);
  });

  it('keeps at most 255 characters', () => {
    expect(cleanFileName(`${'가'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});

describe('newFileKey', () => {
  it('is u/ or n/, the UTC year and month, and 160 random bits, and fits fileKeySchema', () => {
    const random = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
    const key = newFileKey('u', new Date('2030-12-31T23:30:00Z'), random);
    expect(key).toBe(`u/2030/12/${Buffer.from(random).toString('hex')}`);
    expect(fileKeySchema.safeParse(key).success).toBe(true);
    expect(newFileKey('n', new Date('2030-01-01T00:00:00Z'), random).startsWith('n/2030/01/')).toBe(true);
  });
});

describe('retryAfterSeconds', () => {
  const now = new Date('2030-01-01T00:10:00Z');
  it('counts down to when the oldest upload leaves the window', () => {
    expect(retryAfterSeconds(new Date('2030-01-01T00:05:00Z'), now)).toBe(300);
    expect(retryAfterSeconds(new Date('2030-01-01T00:00:00.500Z'), now)).toBe(1);
    expect(retryAfterSeconds(new Date('2030-01-01T00:00:00Z'), now)).toBe(1);
    expect(retryAfterSeconds(null, now)).toBe(1);
  });
});

describe('contentMatches and looksLikeText', () => {
  const text = (value: string) => new TextEncoder().encode(value);
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const detected = (ext: string, mime = `application/${ext}`): DetectedType => ({ ext, mime });

  it.each([
    ['pdf', detected('pdf'), true],
    ['pdf', detected('elf', 'application/x-elf'), false],
    ['pdf', undefined, false],
    ['jpg', detected('jpg', 'image/jpeg'), true],
    ['jpeg', detected('jpg', 'image/jpeg'), true],
    ['png', detected('png', 'image/png'), true],
    ['png', detected('gif', 'image/gif'), false],
    ['gif', detected('gif', 'image/gif'), true],
    ['webp', detected('webp', 'image/webp'), true],
    ['heic', detected('heic', 'image/heic'), true],
    ['heif', detected('heic', 'image/heif'), true],
    ['docx', detected('docx'), true],
    ['docx', detected('zip'), true],
    ['docx', detected('xlsx'), false],
    ['xlsx', detected('xlsx'), true],
    ['xlsx', detected('zip'), true],
    ['pptx', detected('pptx'), true],
    ['doc', detected('cfb'), true],
    ['xls', detected('cfb'), true],
    ['ppt', detected('cfb'), true],
    ['doc', detected('docx'), false],
    ['rtf', detected('rtf'), true],
    ['rtf', undefined, false],
    ['exe', detected('exe'), false],
  ])('.%s detected as %j → %s', (extension, type, expected) => {
    expect(contentMatches(extension as string, bytes(1, 2, 3), type as DetectedType | undefined)).toBe(
      expected,
    );
  });

  it('zip: any zip archive, by its signature', () => {
    expect(contentMatches('zip', bytes(0x50, 0x4b, 0x03, 0x04, 0), detected('docx'))).toBe(true);
    expect(contentMatches('zip', bytes(0x50, 0x4b, 0x05, 0x06, 0), detected('zip'))).toBe(true);
    expect(contentMatches('zip', text('%PDF-1.4'), detected('pdf'))).toBe(false);
  });

  it('csv and txt: text in UTF-8 or EUC-KR, never binary', () => {
    expect(contentMatches('csv', text('품명,수량\r\n볼트,100\n'), undefined)).toBe(true);
    expect(contentMatches('txt', bytes(0xc7, 0xb0, 0xb8, 0xed, 0x0d, 0x0a), undefined)).toBe(true);
    expect(contentMatches('txt', text('a\tb\fc\u001a'), undefined)).toBe(true);
    expect(contentMatches('csv', bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01), detected('elf'))).toBe(false);
    expect(contentMatches('csv', text('a,b\u0000c'), undefined)).toBe(false);
    expect(contentMatches('txt', text('%PDF-1.4 looks like text'), detected('pdf'))).toBe(false);
    expect(looksLikeText(text('\u0001'))).toBe(false);
    expect(looksLikeText(bytes(0x7f))).toBe(false);
  });

  it('nothing stored matches nothing', () => {
    expect(contentMatches('txt', new Uint8Array(), undefined)).toBe(false);
    expect(contentMatches('pdf', new Uint8Array(), detected('pdf'))).toBe(false);
  });
});

describe('canReadTarget', () => {
  it.each([
    ['team', team, ['admin', 'master', 'member', 'staff']],
    ['bid', bid('waiting'), ['admin', 'master', 'member', 'staff']],
    ['closed bid', bid('finished'), ['admin', 'master', 'member', 'staff']],
    [
      'shipment',
      shipment('in_progress'),
      ['admin', 'master', 'member', 'partner', 'partnerColleague', 'staff'],
    ],
    ['non-member estimate', anonymousLog, ['staff']],
    ['member estimate', memberLog, ['admin', 'master', 'member', 'staff']],
  ] as const)('%s: %j', (_name, target, readers) => {
    expect(who((actor) => canReadTarget(actor, target))).toEqual([...readers].sort());
  });

  it('reads another team by id only for that team', () => {
    expect(canReadTarget(otherTeam, { type: 'team', id: 'team_b' })).toBe(true);
    expect(canReadTarget(master, { type: 'team', id: 'team_b' })).toBe(false);
  });
});

describe('isTargetOpen', () => {
  const BID_STATUSES: BidStatus[] = [
    'estimating',
    'waiting',
    'accepted',
    'in_progress',
    'finished',
    'canceled',
    'expired',
  ];
  it.each(BID_STATUSES)('bid %s', (status) => {
    expect(isTargetOpen(bid(status))).toBe(BID_STATUSES_OPEN_FOR_FILES.includes(status));
  });
  it('shipments in progress, teams and estimates always', () => {
    expect(isTargetOpen(shipment('in_progress'))).toBe(true);
    expect(isTargetOpen(shipment('completed'))).toBe(false);
    expect(isTargetOpen(team)).toBe(true);
    expect(isTargetOpen(anonymousLog)).toBe(true);
  });
});

describe('writeVerdict', () => {
  const verdicts = (type: Parameters<typeof writeVerdict>[1], target: TargetFacts | null) =>
    Object.fromEntries(Object.entries(ALL).map(([name, actor]) => [name, writeVerdict(actor, type, target)]));

  it('team: the team itself and staff', () => {
    expect(verdicts('team', team)).toEqual({
      master: 'ok',
      admin: 'ok',
      member: 'ok',
      otherTeam: 'not_found',
      partner: 'not_found',
      partnerColleague: 'not_found',
      otherPartner: 'not_found',
      staff: 'ok',
      nonMember: 'not_found',
      otherAddress: 'not_found',
    });
  });

  it('bid: the team and staff, while quoting', () => {
    for (const status of ['estimating', 'waiting'] as const) {
      expect(who((actor) => writeVerdict(actor, 'bid', bid(status)) === 'ok')).toEqual([
        'admin',
        'master',
        'member',
        'staff',
      ]);
    }
    expect(verdicts('bid', bid('accepted'))).toMatchObject({
      master: 'closed',
      staff: 'closed',
      otherTeam: 'not_found',
      partner: 'not_found',
    });
  });

  it('shipment: the team, its partner and staff, while in progress', () => {
    expect(who((actor) => writeVerdict(actor, 'shipment', shipment('in_progress')) === 'ok')).toEqual([
      'admin',
      'master',
      'member',
      'partner',
      'partnerColleague',
      'staff',
    ]);
    expect(verdicts('shipment', shipment('completed'))).toMatchObject({
      master: 'closed',
      partner: 'closed',
      otherPartner: 'not_found',
      otherTeam: 'not_found',
    });
  });

  it("estimate log: only non-members, only a non-member's log", () => {
    expect(who((actor) => writeVerdict(actor, 'estimateLog', anonymousLog) === 'ok')).toEqual([
      'nonMember',
      'otherAddress',
    ]);
    expect(who((actor) => writeVerdict(actor, 'estimateLog', memberLog) === 'ok')).toEqual([]);
  });

  it('non-members write nowhere else; missing or mistyped targets are not found', () => {
    for (const target of [team, bid('waiting'), shipment('in_progress')]) {
      expect(writeVerdict(nonMember, target.type, target)).toBe('not_found');
    }
    expect(writeVerdict(staff, 'bid', null)).toBe('not_found');
    expect(writeVerdict(staff, 'bid', team)).toBe('not_found');
  });
});

describe('ownsUpload and canReadFile', () => {
  it('the uploader owns an upload; a non-member by address', () => {
    expect(who((actor) => ownsUpload(actor, uploadedBy(member, 'pending')))).toEqual(['member']);
    expect(who((actor) => ownsUpload(actor, uploadedBy(nonMember, 'pending')))).toEqual(['nonMember']);
    expect(who((actor) => ownsUpload(actor, uploadedBy(partner, 'pending')))).toEqual(['partner']);
  });

  it('pending: the uploader only (never a non-member: there is no non-member download)', () => {
    expect(who((actor) => canReadFile(actor, uploadedBy(member, 'pending'), null))).toEqual(['member']);
    expect(who((actor) => canReadFile(actor, uploadedBy(nonMember, 'pending'), null))).toEqual([]);
  });

  it('bound: whoever reads the target; deleting: nobody', () => {
    const file = uploadedBy(partner, 'bound');
    expect(who((actor) => canReadFile(actor, file, shipment('completed')))).toEqual(
      who((actor) => canReadTarget(actor, shipment('completed'))),
    );
    expect(who((actor) => canReadFile(actor, file, null))).toEqual([]);
    expect(
      who((actor) => canReadFile(actor, uploadedBy(partner, 'deleting'), shipment('in_progress'))),
    ).toEqual([]);
  });
});

describe('deleteVerdict', () => {
  const verdicts = (file: FileFacts, target: TargetFacts | null) =>
    Object.fromEntries(
      Object.entries(ALL).map(([name, actor]) => [name, deleteVerdict(actor, file, target)]),
    );

  it("a member's team document: the uploader, the team's master and admin, staff", () => {
    expect(verdicts(uploadedBy(member), team)).toEqual({
      master: 'ok',
      admin: 'ok',
      member: 'ok',
      otherTeam: 'not_found',
      partner: 'not_found',
      partnerColleague: 'not_found',
      otherPartner: 'not_found',
      staff: 'ok',
      nonMember: 'not_found',
      otherAddress: 'not_found',
    });
  });

  it("an admin's bid document: not another plain member", () => {
    expect(verdicts(uploadedBy(admin), bid('waiting'))).toMatchObject({
      master: 'ok',
      admin: 'ok',
      member: 'forbidden',
      staff: 'ok',
    });
  });

  it("a partner's shipment document: the partner's people and staff, not the team", () => {
    expect(verdicts(uploadedBy(partner), shipment('in_progress'))).toMatchObject({
      partner: 'ok',
      partnerColleague: 'ok',
      otherPartner: 'not_found',
      master: 'forbidden',
      admin: 'forbidden',
      member: 'forbidden',
      staff: 'ok',
    });
  });

  it('closed entities keep their documents, for staff too', () => {
    expect(verdicts(uploadedBy(member), bid('accepted'))).toMatchObject({
      member: 'closed',
      master: 'closed',
      staff: 'closed',
    });
    expect(verdicts(uploadedBy(partner), shipment('completed'))).toMatchObject({
      partner: 'closed',
      staff: 'closed',
    });
  });

  it("a non-member's estimate document: staff", () => {
    expect(who((actor) => deleteVerdict(actor, uploadedBy(nonMember), anonymousLog) === 'ok')).toEqual([
      'staff',
    ]);
  });

  it('an unbound upload: its uploader; a file being deleted: nobody', () => {
    expect(who((actor) => deleteVerdict(actor, uploadedBy(member, 'pending'), null) === 'ok')).toEqual([
      'member',
    ]);
    expect(
      who((actor) => deleteVerdict(actor, uploadedBy(member, 'pending'), null) === 'not_found'),
    ).toHaveLength(9);
    expect(
      who((actor) => deleteVerdict(actor, uploadedBy(member, 'deleting'), team) === 'not_found'),
    ).toHaveLength(10);
  });
});

describe('return inspection photos: warehouse workers', () => {
  const worker: FileActor = { kind: 'worker', userId: 'usr_w1', warehouseId: 'wh_1' };
  const otherWorker: FileActor = { kind: 'worker', userId: 'usr_w2', warehouseId: 'wh_2' };
  const inspection: TargetFacts = {
    type: 'returnInspection',
    id: 'rti_1',
    teamId: 'team_a',
    warehouseId: 'wh_1',
  };

  it('the record is read by its warehouse’s workers, its team and staff', () => {
    expect(who((actor) => canReadTarget(actor, inspection))).toEqual(['admin', 'master', 'member', 'staff']);
    expect(canReadTarget(worker, inspection)).toBe(true);
    expect(canReadTarget(otherWorker, inspection)).toBe(false);
    // A worker reads nothing else through the file calls.
    for (const target of [team, bid('waiting'), shipment('in_progress'), memberLog])
      expect(canReadTarget(worker, target)).toBe(false);
  });

  it('is bound only by the inspection: closed, and never a target of the binding call', () => {
    expect(isTargetOpen(inspection)).toBe(false);
    for (const actor of [...Object.values(ALL), worker, otherWorker])
      expect(writeVerdict(actor, 'returnInspection', inspection)).toBe('not_found');
  });

  it('a worker owns and reads their pending upload; a bound photo stays (no delete)', () => {
    expect(canReadFile(worker, uploadedBy(worker, 'pending'), null)).toBe(true);
    expect(canReadFile(otherWorker, uploadedBy(worker, 'pending'), null)).toBe(false);
    expect(canReadFile(master, uploadedBy(worker), inspection)).toBe(true);
    expect(deleteVerdict(worker, uploadedBy(worker), inspection)).toBe('closed');
    expect(deleteVerdict(otherWorker, uploadedBy(worker), inspection)).toBe('not_found');
  });
});
