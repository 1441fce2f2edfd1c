// @baro/core — the isomorphic kernel shared by the API and every web app: SPEC §5 rules, §9
// constants, the Seoul business-day calendar, date formatting, error codes and field messages.
// Pure ES2024 + Intl + zod: no Node and no DOM APIs. This is the package's only barrel.

export {
  addBusinessDays,
  isBusinessDay,
  isHoliday,
  MAX_BUSINESS_DAY_OFFSET,
} from './calendar/business-days.ts';
export { EXTRA_HOLIDAYS, FIXED_HOLIDAYS, getHolidays, SUBSTITUTE_HOLIDAYS } from './calendar/holidays.ts';
export {
  type CheckDigitFinding,
  type CheckDigitRule,
  type DetectedParcelCompany,
  type DetectLikelihood,
  detectParcelCompanies,
  hasMod7CheckDigit,
  INVOICE_NUMBER_RULES,
  type InvoiceNoProblem,
  type InvoiceNumberRule,
  invoiceNoProblem,
  invoiceNoProblemMessage,
  isValidInvoiceNo,
  MAX_INVOICE_NO_INPUT_LENGTH,
  MAX_INVOICE_NO_LENGTH,
  mod7,
  normalizeInvoiceNo,
  withMod7CheckDigit,
} from './carriers/invoice-numbers.ts';
export {
  isParcelCompany,
  PARCEL_COMPANIES,
  PARCEL_COMPANY_CODES,
  type ParcelCompany,
  type ParcelCompanyInfo,
  parcelCompanyOfDeliveryTrackerId,
} from './carriers/parcel-companies.ts';
export {
  classifyTrackingText,
  hasFirstScan,
  isTrackingStatus,
  summarizeTrackingStatus,
  TRACKING_STATUSES,
  type TrackingEventLike,
  type TrackingStatus,
} from './carriers/tracking-status.ts';
export {
  APP_ENVIRONMENTS,
  APP_NAMES,
  type AppEnvironment,
  type AppName,
  DEFAULT_APP,
  DEFAULT_ENVIRONMENT,
  isAppEnvironment,
  isAppName,
} from './constants/app-variants.ts';
export { BREAKPOINTS, type Breakpoint } from './constants/breakpoints.ts';
export { BARO_COMPANY, type CompanyDetails } from './constants/company.ts';
export { ERROR_TRACKING, getTracesSampleRate } from './constants/error-tracking.ts';
export { DOWNLOAD_LINK_EXPIRY_MARGIN_MS, REQUEST_TIMEOUT_MS } from './constants/network.ts';
export { QUERY_CLIENT_SECONDARY, QUERY_DEFAULTS, retryDelay } from './constants/query.ts';
export { CACHE_TIME, TIME_UNIT_MS } from './constants/time.ts';
export { LOADING_BAR, TOAST } from './constants/ui.ts';
export {
  ARTICLE_ACTIONS,
  ARTICLE_STATUSES,
  type ArticleAction,
  type ArticleLifecycle,
  type ArticleStatus,
  articleActionError,
  articleStatus,
  hasUnpublishedChanges,
} from './content/article-status.ts';
export * from './contracts/index.ts';
export { CURRENCY_CODES, type CurrencyCode, isCurrencyCode } from './currency/currency-codes.ts';
export { addCalendarDays, isCalendarDay } from './dates/calendar-day.ts';
export { formatDate, formatDateTime, formatDay } from './dates/format-date.ts';
export { parseInstant } from './dates/parse-instant.ts';
export { seoulToday, toSeoulDateString } from './dates/seoul-date.ts';
export { fromSeoulInputValue, toSeoulInputValue } from './dates/seoul-input.ts';
export { TIME_ZONE } from './dates/time-zone.ts';
export { toSeoulIso } from './dates/to-seoul-iso.ts';
export { getDownloadLinkExpiry } from './downloads/get-download-link-expiry.ts';
export {
  CLIENT_ERROR_MESSAGES,
  type ClientErrorCode,
  getClientErrorMessage,
  isClientErrorCode,
} from './errors/client-error-messages.ts';
export { type ErrorBody, errorBodySchema } from './errors/error-body.ts';
export {
  ERROR_CATALOG,
  type ErrorDefinition,
  getErrorMessage,
  getErrorStatus,
} from './errors/error-catalog.ts';
export { ERROR_CODES, type ErrorCode, isErrorCode } from './errors/error-codes.ts';
export { readErrorBody, readErrorFields } from './errors/read-error-body.ts';
export {
  acceptedUploadExtensions,
  type CheckUploadFileOptions,
  checkUploadFile,
  UPLOAD_EXTENSIONS,
  type UploadFileCheck,
  type UploadFileFacts,
  type UploadFileProblem,
  uploadExtensionOf,
} from './files/check-upload-file.ts';
export { isOfficeFile, OFFICE_FILE_EXTENSIONS } from './files/is-office-file.ts';
export {
  currencyFractionDigits,
  formatExchangeRate,
  formatMoney,
  formatUnitPrice,
} from './format/money.ts';
export { formatNumber, formatQuantity, type NumberFormatOptions, parseAmount } from './format/numbers.ts';
export { laneLabel, type PlaceNames, placeLabel, placeName } from './format/places.ts';
export { BID_DEADLINE_BUSINESS_DAYS, BID_DEADLINE_TIME, bidDeadline } from './forwarding/bid-deadline.ts';
export {
  type DeadlineExtensionRefusal,
  deadlineExtensionError,
  MAX_DEADLINE_EXTENSION_DAYS,
} from './forwarding/bid-deadline-extension.ts';
export {
  acceptQuoteError,
  type BidState,
  cancelBidError,
  closeBidError,
  earliestQuoteValidUntil,
  isBidOpenAt,
  isQuoteValidAt,
  type LiveQuoteState,
  QUOTE_OUTCOMES,
  type QuoteOutcome,
  quoteChangeError,
  quoteOutcome,
  quoteValidityError,
  settleBidStatus,
} from './forwarding/bid-lifecycle.ts';
export { BID_NUMBER_PATTERN, formatBidNumber } from './forwarding/bid-number.ts';
export {
  BID_FINAL_STATUSES,
  BID_STATUSES,
  BID_TRANSITIONS,
  type BidStatus,
  bidTransitionError,
  canTransitionBid,
  isBidStatus,
} from './forwarding/bid-status.ts';
export {
  CHARGE_BASES,
  CHARGE_CATALOGUE,
  CHARGE_CODES,
  type ChargeBasis,
  type ChargeCode,
  type ChargeCodeEntry,
  chargeCodeEntry,
  chargeCodeName,
  chargeCodesFor,
  chargeCodeUnit,
  guessChargeCode,
  isChargeCode,
  oceanFreightCode,
} from './forwarding/charge-codes.ts';
export {
  CHARGE_GROUPS,
  type ChargeGroup,
  IMPORTER_CHARGE_GROUPS,
  INCOTERMS,
  type Incoterm,
  importerPays,
  isIncoterm,
} from './forwarding/incoterms.ts';
export { MILESTONE_LABELS, milestoneLabel } from './forwarding/milestone-labels.ts';
export {
  formatMilestoneLocalTime,
  formatPortLocalTime,
  utcOffsetLabel,
} from './forwarding/milestone-time.ts';
export {
  checkMilestoneUpdate,
  currentMilestone,
  isShipmentCompleted,
  MILESTONE_FUTURE_TOLERANCE_MS,
  MILESTONE_KINDS,
  type MilestoneEffects,
  type MilestoneKind,
  type MilestoneRefusal,
  type MilestoneState,
  type MilestoneUpdate,
  type MilestoneUpdater,
  milestoneIndex,
  milestoneUpdateEffects,
  sortMilestones,
} from './forwarding/milestones.ts';
export {
  type CargoMeasures,
  chargeableWeightKg,
  MIN_REVENUE_TONS,
  measureCargo,
  QUANTITY_SCALE,
  type QuotePackage,
  revenueTons,
  VOLUMETRIC_DIVISOR_CM3_PER_KG,
} from './forwarding/quote-cargo.ts';
export {
  type ChargeRow,
  type ComparedLine,
  type ComparedQuote,
  compareQuotes,
  type QuoteComparison,
  type QuoteScope,
  type ServiceRow,
} from './forwarding/quote-comparison.ts';
export { decimalPlaces, roundDecimal } from './forwarding/quote-decimal.ts';
export { type QuoteEstimate, type QuoteEstimateInput, quoteEstimate } from './forwarding/quote-estimate.ts';
export {
  currenciesOf,
  EXCHANGE_RATE_SCALE,
  type ExchangeRates,
  lineAmount,
  MissingExchangeRateError,
  MONEY_SCALE,
  priceLine,
  QUOTE_UNITS,
  type QuoteLine,
  type QuoteTotals,
  type QuoteUnit,
  quoteTotals,
  UNIT_PRICE_SCALE,
} from './forwarding/quote-lines.ts';
export {
  type EstimateDraftLine,
  type EstimateLineGroup,
  isRateValidOn,
  type LocalizedText,
  localChargeName,
  localChargeQuantity,
  type QuoteContainer,
  type QuoteRate,
  type QuoteRatesInput,
  quoteRateLines,
  selectWeightBreak,
} from './forwarding/quote-rates.ts';
export {
  BARO_SERVICE_FEES,
  insurancePremiumKRW,
  type QuoteServices,
  serviceLines,
} from './forwarding/quote-services.ts';
export {
  type DeclinedService,
  describeServiceStatus,
  isRequestedService,
  MAX_DECLINE_REASON_LENGTH,
  type QuoteServiceStatus,
  quoteServiceStatuses,
  REQUESTED_SERVICE_CHARGE_CODES,
  REQUESTED_SERVICES,
  type RequestedService,
  requestedServiceName,
  requestedServicesOf,
  type ServiceAnswer,
  type ServiceAnswerProblem,
  type ServiceStatusWording,
  serviceAnswerProblems,
  serviceField,
} from './forwarding/requested-services.ts';
export {
  BARCODE_TYPES,
  type BarcodeProblem,
  type BarcodeType,
  barcodeProblem,
  barcodeTypeOf,
  ean13CheckDigit,
  generatedBarcode,
  isValidEan13,
  isValidUpcA,
  MAX_BARCODE_LENGTH,
  normalizeBarcode,
} from './fulfillment/barcodes.ts';
export {
  formatBusinessNumber,
  hasValidBusinessNumberCheckDigit,
  isValidBusinessNumber,
  normalizeBusinessNumber,
} from './fulfillment/business-number.ts';
export {
  FULFILLMENT_EXAMPLE_TARIFF,
  FULFILLMENT_TARIFF_ITEMS,
  type FulfillmentTariffItem,
  type FulfillmentTariffLine,
} from './fulfillment/example-tariff.ts';
export { HANDOVER_STATUSES, type HandoverStatus, handoverNumber } from './fulfillment/handover-status.ts';
export {
  INBOUND_RECEIVABLE_STATUSES,
  INBOUND_STATUSES,
  type InboundDiscrepancy,
  type InboundDiscrepancyKind,
  type InboundStatus,
  inboundDiscrepancies,
  inboundStatusMachine,
  isInboundFullyReceived,
  receiveInboundError,
} from './fulfillment/inbound-status.ts';
export {
  KIT_STATUSES,
  type KitChange,
  type KitStatus,
  kitChangeError,
  kitStatusOf,
} from './fulfillment/kit-status.ts';
export {
  isKoreanPhone,
  isZipCode,
  normalizeKoreanPhone,
  normalizeZipCode,
} from './fulfillment/korean-phone.ts';
export { MOVEMENT_KIND_LABELS } from './fulfillment/movement-kind-labels.ts';
export {
  cancelOrderError,
  ORDER_CANCELABLE_STATUSES,
  ORDER_RESERVED_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusMachine,
} from './fulfillment/order-status.ts';
export {
  isPackingBoxCode,
  PACKING_BOX_CODES,
  PACKING_BOXES,
  PACKING_FILL_RATIO,
  type PackingBox,
  type PackingBoxCode,
  type PackingBoxSuggestion,
  type PackingItem,
  packingBox,
  packingBoxLabel,
  suggestPackingBox,
  suggestPackingBoxBySize,
} from './fulfillment/packing-boxes.ts';
export {
  checkPackScan,
  isPackComplete,
  type PackLine,
  type PackScanResult,
  type PackScans,
  packScanDifferences,
} from './fulfillment/packing-scan.ts';
export {
  cutOffInstant,
  DEFAULT_CUT_OFF_TIME,
  isBeforeCutOff,
  isCutOffTime,
  promisedShipDate,
  seoulMinuteOfDay,
} from './fulfillment/promised-ship-date.ts';
export {
  RETURN_OUTCOMES,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnOutcome,
  type ReturnReason,
  type ReturnStatus,
  returnStatusMachine,
} from './fulfillment/return-status.ts';
export {
  cellNumber,
  cellText,
  readSheetTable,
  type SheetColumn,
  type SheetRecord,
} from './fulfillment/sheet-table.ts';
export { type StateMachine, stateMachine } from './fulfillment/state-machine.ts';
export {
  BUILT_IN_LOCATION_CODES,
  isBuiltInLocationCode,
  kitsAvailable,
  LOCATION_CODE_PATTERN,
  MOVEMENT_KINDS,
  type MovementKind,
  normalizeLocationCode,
  type OrderUnitLimits,
  SELLABLE_WAREHOUSE_LOCATION_KINDS,
  type StockLevel,
  splitAcrossLocations,
  sumOrderUnits,
  sumStock,
  WAREHOUSE_LOCATION_KINDS,
  type WarehouseLocationKind,
} from './fulfillment/stock.ts';
export {
  cancelWaveError,
  DEFAULT_WAVE_MAX_ORDERS,
  MAX_WAVE_ORDERS,
  orderInWaveError,
  pickWaveError,
  releaseWaveError,
  WAVE_CUTOFFS,
  WAVE_OPEN_STATUSES,
  WAVE_ORDER_KINDS,
  WAVE_STATUSES,
  type WaveCutoff,
  type WaveOrderKind,
  type WaveStatus,
  waveNumber,
  waveStatusMachine,
} from './fulfillment/wave-status.ts';
export {
  compareLocationPath,
  PICK_STATES,
  type PickState,
  type PlannedPickTask,
  pickTaskState,
  planPickTasks,
  sharePick,
  type WaveAllocation,
  wavePickState,
} from './fulfillment/wave-tasks.ts';
export { CUSTOMER_TYPE_LABELS } from './i18n/customer-type-labels.ts';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, parseLanguage } from './i18n/language.ts';
export { filterByKeyword, type KeywordFilter, type KeywordFilterType } from './lists/filter-by-keyword.ts';
export { getPageCount } from './paging/get-page-count.ts';
export { type PageState, resolvePage } from './paging/resolve-page.ts';
export { toEnglishContactNumber } from './phone/to-english-contact-number.ts';
export {
  formatHostStatus,
  type HostStatus,
  hostStatusStrings,
  isHostStatusComplete,
  parseHostStatus,
} from './printing/host-status.ts';
export {
  DEFAULT_PRINT_AGENT_BASE,
  DEFAULT_PRINT_AGENT_ORIGINS,
  DEFAULT_PRINT_AGENT_PORT,
} from './printing/print-agent.ts';
export { withCopies, type ZplJobProblem, zplJobProblem } from './printing/zpl-job.ts';
export { normalizeText } from './text/normalize-text.ts';
export {
  findUnsafeText,
  type InputTextIssue,
  inputTextIssues,
  isSafeText,
  MAX_INPUT_DEPTH,
  type UnsafeTextReason,
} from './text/safe-text.ts';
export {
  ALPHANUMERIC_PATTERN,
  ENGLISH_TEXT_PATTERN,
  hasNonDigit,
  hasSpecialCharacter,
  hasWhitespace,
  isAlphanumeric,
  isEnglishText,
  NON_DIGIT_PATTERN,
  removeNonDigits,
  removeWhitespace,
  SPECIAL_CHARACTER_PATTERN,
  WHITESPACE_PATTERN,
} from './text/text-patterns.ts';
export { FIELD_MESSAGES, type FieldMessageCatalog } from './validation/field-messages.ts';
export { FIELD_RULE_IDS, type FieldRuleId, isFieldRuleId } from './validation/field-rule-ids.ts';
export {
  EMAIL_PATTERN,
  isValidEmail,
  isValidId,
  isValidPassword,
  isValidPhone,
  PHONE_PATTERN,
} from './validation/field-rules.ts';
export { emailSchema, idSchema, passwordSchema, phoneSchema } from './validation/field-schemas.ts';
export { parseNumberText } from './validation/number-text.ts';
export { describeIssue, ROOT_FIELD_KEY, toFieldErrors } from './validation/to-field-errors.ts';
export { ARRAY_ITEM_CHECK_REQUIRED_MESSAGE, isValidArray } from './values/is-valid-array.ts';
export { isValidDate } from './values/is-valid-date.ts';
export { type Falsy, toNullIfFalsy } from './values/to-null-if-falsy.ts';
