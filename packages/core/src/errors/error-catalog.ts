import { DEFAULT_LANGUAGE, parseLanguage } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { CLIENT_ERROR_MESSAGES } from './client-error-messages.ts';
import { type ErrorCode, isErrorCode } from './error-codes.ts';

/** One error code: the HTTP status it is answered with and its message in each language. */
export interface ErrorDefinition {
  readonly status: number;
  readonly ko: string;
  readonly en: string;
}

/**
 * Every API error code (DESIGN §5, the names in error-codes.ts) with the HTTP status it is sent
 * with and the message shown to people in Korean and English (picked by the request's `lang`).
 * The comment above each entry says when it is used. The server reads it whole; a browser app
 * loads it lazily (`@baro/core/error-catalog`, see @baro/client's error messages), holding only
 * the client's own messages on its first page.
 */
export const ERROR_CATALOG = deepFreeze({
  // The body, query or params do not match the endpoint's schema; `fields` says which and why.
  VALIDATION_FAILED: { status: 400, ...CLIENT_ERROR_MESSAGES.VALIDATION_FAILED },
  // The body is declared as JSON but cannot be parsed.
  INVALID_JSON: {
    status: 400,
    ko: '요청 본문이 올바른 JSON 형식이 아닙니다.',
    en: 'The request body is not valid JSON.',
  },
  // The Content-Type is not one the endpoint accepts.
  UNSUPPORTED_MEDIA_TYPE: { status: 415, ...CLIENT_ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE },
  // The body is larger than the endpoint's limit.
  PAYLOAD_TOO_LARGE: { status: 413, ...CLIENT_ERROR_MESSAGES.PAYLOAD_TOO_LARGE },
  // The HTTP request itself could not be read: a malformed request line, header or URL encoding.
  BAD_REQUEST: {
    status: 400,
    ko: '요청을 읽을 수 없습니다. 주소와 요청 형식을 확인해 주세요.',
    en: 'The request could not be read. Please check the address and the request format.',
  },
  // The request's headers (cookies, tokens) are larger than the server accepts.
  HEADERS_TOO_LARGE: {
    status: 431,
    ko: '요청 헤더가 너무 큽니다. 브라우저 쿠키를 정리한 뒤 다시 시도해 주세요.',
    en: 'The request headers are too large. Please clear cookies for this site and try again.',
  },
  // The address (path and query) is longer than the server accepts.
  URI_TOO_LONG: {
    status: 414,
    ko: '요청 주소가 너무 깁니다.',
    en: 'The request address is too long.',
  },
  // The object does not exist, or belongs to another tenant (answered alike so tenants cannot probe).
  NOT_FOUND: { status: 404, ...CLIENT_ERROR_MESSAGES.NOT_FOUND },
  // No route matches the path.
  ROUTE_NOT_FOUND: {
    status: 404,
    ko: '요청하신 주소를 찾을 수 없습니다.',
    en: 'This address does not exist.',
  },
  // The path exists but not with this HTTP method.
  METHOD_NOT_ALLOWED: { status: 405, ...CLIENT_ERROR_MESSAGES.METHOD_NOT_ALLOWED },
  // No access token was sent to an endpoint that needs one.
  UNAUTHORIZED: { status: 401, ...CLIENT_ERROR_MESSAGES.UNAUTHORIZED },
  // The access token is malformed, badly signed or expired; the client refreshes once (SPEC §4).
  INVALID_TOKEN: {
    status: 401,
    ko: '인증 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
    en: 'Your sign-in is no longer valid. Please log in again.',
  },
  // The caller is known but its role or tenant may not do this.
  FORBIDDEN: { status: 403, ...CLIENT_ERROR_MESSAGES.FORBIDDEN },
  // Login with an unknown id/email or a wrong password (one message for both, so accounts cannot be probed).
  INVALID_CREDENTIALS: {
    status: 401,
    ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
    en: 'The ID or password is incorrect.',
  },
  // A signed-in user confirming a change typed the wrong current password (400, not 401: the
  // session itself is fine and must not be refreshed or ended).
  WRONG_PASSWORD: {
    status: 400,
    ko: '현재 비밀번호가 올바르지 않습니다.',
    en: 'The current password is incorrect.',
  },
  // Too many failed logins or code checks for one account; locked for a while.
  TOO_MANY_ATTEMPTS: {
    status: 429,
    ko: '시도 횟수를 초과했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many attempts. Please try again later.',
  },
  // Too many requests from one client in a short time.
  RATE_LIMITED: { status: 429, ...CLIENT_ERROR_MESSAGES.RATE_LIMITED },
  // The refresh token was revoked (logout elsewhere, reuse detected, password changed).
  SESSION_REVOKED: {
    status: 401,
    ko: '로그인 세션이 종료되었습니다. 다시 로그인해 주세요.',
    en: 'Your session has ended. Please log in again.',
  },
  // The refresh token is past its lifetime.
  SESSION_EXPIRED: {
    status: 401,
    ko: '로그인 시간이 만료되었습니다. 다시 로그인해 주세요.',
    en: 'Your session has expired. Please log in again.',
  },
  // The account was suspended or closed by staff.
  ACCOUNT_DISABLED: {
    status: 401,
    ko: '이용이 중지된 계정입니다. 고객센터로 문의해 주세요.',
    en: 'This account has been disabled. Please contact support.',
  },
  // Sign-up or email change with an address another account uses.
  EMAIL_TAKEN: {
    status: 409,
    ko: '이미 사용 중인 이메일 주소입니다.',
    en: 'This email address is already in use.',
  },
  // A concurrent change won (stale version, unique key taken by something other than an email).
  CONFLICT: { status: 409, ...CLIENT_ERROR_MESSAGES.CONFLICT },
  // A state-machine guard refused the transition (e.g. cancelling an order already picked).
  INVALID_STATE_TRANSITION: {
    status: 409,
    ko: '현재 상태에서는 이 작업을 할 수 없습니다.',
    en: 'This action is not possible in the current status.',
  },
  // Accepting, declining or cancelling a team invitation that is past its 7 days.
  INVITATION_EXPIRED: {
    status: 410,
    ko: '만료된 초대입니다. 팀 관리자에게 다시 초대를 요청해 주세요.',
    en: 'This invitation has expired. Please ask the team for a new one.',
  },
  // Inviting someone who is already in the team, or accepting an invitation to one's own team.
  ALREADY_TEAM_MEMBER: {
    status: 409,
    ko: '이미 팀에 속한 사용자입니다.',
    en: 'This person is already a member of the team.',
  },
  // Inviting an address that already has a pending invitation to the team (cancel it to send a new one).
  ALREADY_INVITED: {
    status: 409,
    ko: '이미 초대를 보낸 이메일 주소입니다. 기존 초대를 취소한 뒤 다시 보내 주세요.',
    en: 'An invitation to this address is already pending. Cancel it to send a new one.',
  },
  // No longer answered (issue 11: it told an inviter which addresses are staff, partner or worker
  // accounts; those are now invited like any address and cannot accept). Kept for older clients.
  INVITEE_NOT_CUSTOMER: {
    status: 409,
    ko: '팀에 초대할 수 없는 계정의 이메일 주소입니다.',
    en: 'This address belongs to an account that cannot join a team.',
  },
  // The team's master tried to leave, be removed, demote themselves or join another team while the
  // team still has other members: the master role must be transferred first.
  MASTER_MUST_TRANSFER: {
    status: 409,
    ko: '먼저 다른 팀원에게 마스터 권한을 넘겨 주세요.',
    en: 'Please transfer the master role to another member first.',
  },
  // A shipment milestone's actual time posted before an earlier milestone happened, or earlier
  // than an earlier milestone's (or later than a later milestone's) actual time.
  MILESTONE_OUT_OF_ORDER: {
    status: 409,
    ko: '이전 단계가 완료된 뒤에, 이전 단계보다 늦은 시각으로만 입력할 수 있습니다.',
    en: 'This step can only be recorded after the earlier steps, at a later time than theirs.',
  },
  // A shipment milestone's actual time lies in the future (beyond a few minutes' tolerance).
  MILESTONE_IN_FUTURE: {
    status: 400,
    ko: '실제 일시는 현재 시각 이후로 입력할 수 없습니다.',
    en: 'The actual time cannot be in the future.',
  },
  // A partner tried to change a milestone's actual time that is already recorded (staff correct it).
  MILESTONE_ALREADY_RECORDED: {
    status: 409,
    ko: '이미 기록된 실제 일시입니다. 수정이 필요하면 바로 고객센터에 문의해 주세요.',
    en: 'This actual time is already recorded. Please contact Baro support to correct it.',
  },
  // A partner posted a milestone update to a shipment that is already completed.
  SHIPMENT_COMPLETED: {
    status: 409,
    ko: '이미 완료된 운송 건입니다.',
    en: 'This shipment is already completed.',
  },
  // A partner quoted, revised or withdrew on a bid request that no longer takes quotes (past its
  // deadline, closed early by the customer, cancelled or decided).
  BID_CLOSED: {
    status: 409,
    ko: '견적 접수가 마감된 요청입니다.',
    en: 'This request is no longer taking quotes.',
  },
  // The customer tried to close quoting early on a bid that has no quote yet (cancel it instead).
  BID_HAS_NO_QUOTES: {
    status: 409,
    ko: '받은 견적이 없어 마감할 수 없습니다. 견적을 기다리거나 요청을 취소해 주세요.',
    en: 'No quotes have arrived yet, so quoting cannot be closed. Wait for quotes or cancel the request.',
  },
  // The customer tried to accept a quote whose validity date has passed.
  QUOTE_EXPIRED: {
    status: 409,
    ko: '유효기간이 지난 견적입니다.',
    en: 'This quote is past its validity date.',
  },
  // A partner's rate spreadsheet has bad rows (or cannot be read); nothing was imported. `fields`
  // says which: `rows.{Excel row}.{column}`, or `key` for the file as a whole.
  RATE_IMPORT_INVALID: {
    status: 400,
    ko: '운임표 파일에 올바르지 않은 행이 있어 가져오지 않았습니다. 표시된 행을 고친 뒤 다시 올려 주세요.',
    en: 'The rate sheet has invalid rows, so nothing was imported. Fix the rows shown and upload it again.',
  },
  // Staff tried to delete a port or airport that schedules, rates, estimates, bids or shipments name.
  LOCATION_IN_USE: {
    status: 409,
    ko: '운임, 스케줄, 견적 또는 운송 건에서 사용 중인 지역이라 삭제할 수 없습니다.',
    en: 'This location is used by rates, schedules, quotes or shipments, so it cannot be deleted.',
  },
  // An Idempotency-Key was reused with a different request body.
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    ko: '이미 다른 요청에 사용된 요청 키입니다.',
    en: 'This idempotency key was already used for a different request.',
  },
  // The file's extension or declared type is not accepted for this upload.
  FILE_TYPE_NOT_ALLOWED: { status: 400, ...CLIENT_ERROR_MESSAGES.FILE_TYPE_NOT_ALLOWED },
  // The file is larger than the upload limit.
  FILE_TOO_LARGE: { status: 413, ...CLIENT_ERROR_MESSAGES.FILE_TOO_LARGE },
  // The uploaded bytes do not match the declared type (e.g. an .exe renamed to .pdf).
  FILE_CONTENT_MISMATCH: {
    status: 400,
    ko: '파일 내용이 파일 형식과 일치하지 않습니다.',
    en: "The file's content does not match its type.",
  },
  // Binding a file that is already bound to another object.
  FILE_ALREADY_BOUND: {
    status: 409,
    ko: '이미 다른 항목에 첨부된 파일입니다.',
    en: 'This file is already attached to another item.',
  },
  // A signed download link or an e-mailed link is past its expiry (team invitations: INVITATION_EXPIRED).
  LINK_EXPIRED: { status: 410, ...CLIENT_ERROR_MESSAGES.LINK_EXPIRED },
  // A signed upload or download URL whose signature does not match its parameters (altered or made up).
  LINK_INVALID: {
    status: 403,
    ko: '올바르지 않은 링크입니다. 다시 요청해 주세요.',
    en: 'This link is not valid. Please request a new one.',
  },
  // The bytes sent to an upload URL, or the stored object at binding, are not the declared size.
  FILE_SIZE_MISMATCH: {
    status: 400,
    ko: '파일 크기가 신청한 크기와 다릅니다. 다시 올려 주세요.',
    en: 'The file size does not match the declared size. Please upload it again.',
  },
  // Binding a key whose bytes have not been uploaded yet (the upload URL was not used, or failed).
  FILE_NOT_UPLOADED: {
    status: 409,
    ko: '파일 업로드가 끝나지 않았습니다. 업로드를 마친 뒤 다시 시도해 주세요.',
    en: 'The file has not been uploaded yet. Please finish the upload and try again.',
  },
  // The carrier's system (waybill issuance or tracking) did not answer, answered with an error of
  // its own, or is not configured for this carrier; nothing was changed, the call may be retried.
  CARRIER_UNAVAILABLE: {
    status: 503,
    ko: '택배사 시스템에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: "The carrier's system is not answering. Please try again shortly.",
  },
  // The carrier refused to issue a waybill (usually an address or postal code it cannot route).
  WAYBILL_REFUSED: {
    status: 422,
    ko: '택배사가 운송장 발급을 거절했습니다. 받는 분 주소와 우편번호를 확인해 주세요.',
    en: "The carrier refused to issue a waybill. Please check the recipient's address and postal code.",
  },
  // No printer is configured under this id (the API's carrier printers, the print agent's printers).
  PRINTER_NOT_CONFIGURED: {
    status: 404,
    ko: '설정되지 않은 프린터입니다.',
    en: 'This printer is not configured.',
  },
  // The label printer did not accept the connection or the job in time.
  PRINTER_UNAVAILABLE: {
    status: 504,
    ko: '프린터가 응답하지 않습니다. 전원과 네트워크 연결을 확인해 주세요.',
    en: 'The printer is not answering. Please check its power and network connection.',
  },
  // A print job that is not label ZPL, or carries commands that change the printer's setup.
  ZPL_NOT_ALLOWED: {
    status: 400,
    ko: '출력할 수 없는 라벨 데이터입니다.',
    en: 'This label data cannot be printed.',
  },
  // A webhook address that is not HTTPS or points into a private network.
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 400,
    ko: '웹훅 주소는 외부에서 접근할 수 있는 https 주소여야 합니다.',
    en: 'A webhook address must be a public https:// address.',
  },
  // A team tried to register more webhook endpoints than allowed.
  WEBHOOK_ENDPOINT_LIMIT: {
    status: 409,
    ko: '웹훅 주소는 팀당 최대 10개까지 등록할 수 있습니다.',
    en: 'A team can register at most 10 webhook endpoints.',
  },
  // Sign-up named terms versions that are no longer the ones in force (a newer version took effect).
  TERMS_VERSION_CHANGED: {
    status: 409,
    ko: '약관이 새 버전으로 바뀌었습니다. 바뀐 약관을 확인한 뒤 다시 동의해 주세요.',
    en: 'The terms have been updated. Please review the new version and agree again.',
  },
  // A terms version that users have accepted cannot be deleted (their consent refers to it).
  TERMS_VERSION_IN_USE: {
    status: 409,
    ko: '회원이 동의한 약관 버전은 삭제할 수 없습니다. 게시 중단만 할 수 있습니다.',
    en: 'Users have accepted this terms version, so it cannot be deleted; it can only be unpublished.',
  },
  // Someone saved the article after the editor opened it; the editor's revision is stale.
  ARTICLE_EDIT_CONFLICT: {
    status: 409,
    ko: '다른 사람이 먼저 이 글을 수정했습니다. 최신 내용을 불러온 뒤 다시 수정해 주세요.',
    en: 'Someone else changed this article in the meantime. Reload it and make your change again.',
  },
  // A group still holds articles; move or delete them first.
  ARTICLE_GROUP_NOT_EMPTY: {
    status: 409,
    ko: '글이 남아 있는 그룹은 삭제할 수 없습니다. 글을 옮기거나 삭제한 뒤 다시 시도해 주세요.',
    en: 'This group still has articles. Move or delete them first.',
  },
  // A customer team called a fulfillment API before staff approved its fulfillment application.
  FULFILLMENT_NOT_APPROVED: {
    status: 403,
    ko: '풀필먼트 서비스 신청이 승인된 뒤에 이용할 수 있습니다.',
    en: 'Fulfillment is available once your application has been approved.',
  },
  // The team applied for fulfillment again after it was approved.
  FULFILLMENT_ALREADY_APPROVED: {
    status: 409,
    ko: '이미 풀필먼트 서비스 이용이 승인된 팀입니다.',
    en: 'Your team is already approved for fulfillment.',
  },
  // A SKU's barcode is already used by another SKU or kit of the team.
  BARCODE_TAKEN: {
    status: 409,
    ko: '이미 다른 상품에 등록된 바코드입니다.',
    en: 'This barcode is already used by another product.',
  },
  // A kit the customer withdrew (철회) was asked to change: it takes no edits (nor new orders, which
  // name it as a field error).
  KIT_WITHDRAWN: {
    status: 409,
    ko: '철회된 세트 상품은 수정할 수 없습니다.',
    en: 'This kit has been withdrawn and can no longer be changed.',
  },
  // There is not enough available stock at the location for the change (adjust, move, pick).
  INSUFFICIENT_STOCK: {
    status: 409,
    ko: '가용 재고가 부족합니다.',
    en: 'There is not enough available stock.',
  },
  // A customer tried to cancel an order the warehouse has already started picking (or shipped).
  ORDER_ALREADY_PICKING: {
    status: 409,
    ko: '이미 출고 작업이 시작된 주문은 취소할 수 없습니다.',
    en: 'This order is already being picked, so it can no longer be canceled.',
  },
  // A count of a SKU at a location older than one already recorded there (sent late from a
  // handheld's queue): the later count stands.
  COUNT_SUPERSEDED: {
    status: 409,
    ko: '이 로케이션은 이 실사 이후에 다시 실사되었습니다. 나중 실사 결과가 적용되어 있습니다.',
    en: 'This location was counted again after this count; the later count stands.',
  },
  // A warehouse location that holds stock (on hand or reserved) cannot be deactivated, nor change
  // its kind: the stock would be stranded or turn sellable or not under the team's feet.
  LOCATION_NOT_EMPTY: {
    status: 409,
    ko: '재고가 있는 로케이션입니다. 재고를 모두 다른 로케이션으로 옮긴 뒤 다시 시도해 주세요.',
    en: 'This location holds stock. Move all of it to another location first, then try again.',
  },
  // The warehouse's built-in areas (receiving dock, quarantine, outbound) are the system's: they are
  // not renamed, re-kinded or deactivated, and no location takes their codes.
  LOCATION_BUILT_IN: {
    status: 409,
    ko: '입고장, 격리 구역, 출고 구역은 창고 기본 로케이션이라 바꾸거나 사용 중지할 수 없습니다.',
    en: 'The receiving dock, quarantine and outbound areas are built into the warehouse: they cannot be changed or deactivated.',
  },
  // A per-order pick or cancel of an order an open, released or picking wave holds: the wave picks
  // it (or the desk cancels the wave first, which returns its orders to the pool).
  ORDER_IN_WAVE: {
    status: 409,
    ko: '진행 중인 웨이브에 포함된 주문입니다. 웨이브에서 집품하거나 웨이브를 먼저 취소해 주세요.',
    en: 'This order is in an active pick wave. Pick it in the wave, or cancel the wave first.',
  },
  // A pick wave was asked for, but no allocated order outside an open wave matches its filters.
  WAVE_NO_ORDERS: {
    status: 409,
    ko: '조건에 맞는 출고 대기 주문이 없어 웨이브를 만들지 않았습니다.',
    en: 'No allocated order matches these filters, so no wave was created.',
  },
  // A pick task was confirmed already with another quantity (a task is confirmed once).
  PICK_TASK_CONFIRMED: {
    status: 409,
    ko: '이미 다른 수량으로 확정된 집품 작업입니다.',
    en: 'This pick task was already confirmed with another quantity.',
  },
  // The packing station's scanned items differ from what the order takes; nothing was packed.
  // `fields.items.{skuId}` says what was scanned and what the order takes.
  PACK_SCAN_MISMATCH: {
    status: 409,
    ko: '스캔한 상품이 주문 수량과 다릅니다. 상품을 다시 확인해 주세요.',
    en: 'The scanned items do not match the order. Please check the items again.',
  },
  // A waybill was scanned into a handover, but no packed parcel of the warehouse carries it.
  HANDOVER_PARCEL_UNKNOWN: {
    status: 400,
    ko: '이 창고에서 포장된 송장이 아닙니다.',
    en: 'No parcel packed here has this waybill.',
  },
  // The scanned parcel goes with another carrier than the handover's.
  HANDOVER_WRONG_CARRIER: {
    status: 400,
    ko: '인계서와 다른 택배사의 송장입니다.',
    en: 'This waybill is for another carrier.',
  },
  // The scanned parcel's order is not packed (still being picked or packed, or already shipped).
  HANDOVER_PARCEL_NOT_PACKED: {
    status: 409,
    ko: '포장 완료된 주문의 송장만 인계할 수 있습니다.',
    en: 'Only parcels of packed orders can be handed over.',
  },
  // The scanned parcel is already on another open handover of the warehouse.
  HANDOVER_PARCEL_ON_OTHER: {
    status: 409,
    ko: '다른 인계서에 담긴 송장입니다.',
    en: 'This parcel is on another handover.',
  },
  // The scanned parcel was handed over to the carrier with a closed handover already.
  HANDOVER_PARCEL_HANDED_OVER: {
    status: 409,
    ko: '이미 인계된 송장입니다.',
    en: 'This parcel was already handed over.',
  },
  // A parcel was scanned into or removed from a handover that is closed.
  HANDOVER_CLOSED: {
    status: 409,
    ko: '마감된 인계서는 바꿀 수 없습니다.',
    en: 'This handover is closed.',
  },
  // A handover without any parcel was asked to close.
  HANDOVER_EMPTY: {
    status: 409,
    ko: '송장이 없는 인계서는 마감할 수 없습니다.',
    en: 'A handover without parcels cannot be closed.',
  },
  // A return was asked for an order that has not shipped (more than can come back is 400 `fields`).
  RETURN_NOT_ALLOWED: {
    status: 409,
    ko: '배송된 주문만 반품을 신청할 수 있습니다.',
    en: 'Returns can be requested for shipped orders only.',
  },
  // A SKU spreadsheet has bad rows (or cannot be read); nothing was imported. `fields` says which:
  // `rows.{Excel row}.{column}`, or `key` for the file as a whole.
  SKU_IMPORT_INVALID: {
    status: 400,
    ko: '상품 파일에 올바르지 않은 행이 있어 등록하지 않았습니다. 표시된 행을 고친 뒤 다시 올려 주세요.',
    en: 'The product sheet has invalid rows, so nothing was imported. Fix the rows shown and upload it again.',
  },
  // An exchange-rate spreadsheet has bad rows (or cannot be read); no day was changed. `fields` says
  // which: `rows.{Excel row}.{column}` (`date` or a currency code), or `key` for the file as a whole.
  EXCHANGE_RATE_IMPORT_INVALID: {
    status: 400,
    ko: '환율 파일에 올바르지 않은 행이 있어 가져오지 않았습니다. 표시된 행을 고친 뒤 다시 올려 주세요.',
    en: 'The exchange-rate sheet has invalid rows, so nothing was imported. Fix the rows shown and upload it again.',
  },
  // An order spreadsheet has bad rows (or cannot be read); no order was created. `fields` says which:
  // `rows.{Excel row}.{column}`, or `key` for the file as a whole.
  ORDER_IMPORT_INVALID: {
    status: 400,
    ko: '주문 파일에 올바르지 않은 행이 있어 주문을 등록하지 않았습니다. 오류 내역을 확인해 고친 뒤 다시 올려 주세요.',
    en: 'The order sheet has invalid rows, so no order was created. Check the errors, fix them and upload it again.',
  },
  // The request took longer than the server allows.
  REQUEST_TIMEOUT: { status: 408, ...CLIENT_ERROR_MESSAGES.REQUEST_TIMEOUT },
  // The database or another dependency is down, or the server is shutting down.
  SERVICE_UNAVAILABLE: { status: 503, ...CLIENT_ERROR_MESSAGES.SERVICE_UNAVAILABLE },
  // Anything unexpected; details go to the log, never to the client.
  INTERNAL_ERROR: { status: 500, ...CLIENT_ERROR_MESSAGES.INTERNAL_ERROR },
} as const satisfies Record<ErrorCode, ErrorDefinition>);

/** The HTTP status of an error code; unknown codes are internal errors (500). */
export function getErrorStatus(code: unknown): number {
  return ERROR_CATALOG[isErrorCode(code) ? code : 'INTERNAL_ERROR'].status;
}

/**
 * The message of an error code in the given language (`ko` when the language is unknown). An
 * unknown code gets the INTERNAL_ERROR message, so a client never shows a raw code to a person.
 */
export function getErrorMessage(code: unknown, lang: unknown = DEFAULT_LANGUAGE): string {
  return ERROR_CATALOG[isErrorCode(code) ? code : 'INTERNAL_ERROR'][parseLanguage(lang)];
}
