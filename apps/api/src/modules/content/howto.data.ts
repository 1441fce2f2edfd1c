// The support centre's how-to guides (issue 16), in series, in Korean and English (Markdown).

export interface HowtoEntry {
  id: string;
  ko: { title: string; summary: string; body: string };
  en: { title: string; summary: string; body: string };
}

export interface HowtoSeries {
  id: string;
  nameKo: string;
  nameEn: string;
  descriptionKo: string;
  descriptionEn: string;
  entries: readonly HowtoEntry[];
}

export const HOWTO_SERIES: readonly HowtoSeries[] = [
  {
    id: 'agrp_howtoForward01',
    nameKo: '포워딩 시작하기',
    nameEn: 'Getting started with forwarding',
    descriptionKo: '견적부터 선적 완료까지 단계별로 따라 하기',
    descriptionEn: 'From a quote to a delivered shipment, step by step',
    entries: [
      {
        id: 'art_howtoInstantQuote',
        ko: {
          title: '즉시 견적 받는 방법',
          summary: '출발지·도착지와 화물 정보만으로 1분 안에 운임을 비교하는 방법입니다.',
          body: `## 1. 운송 방식 고르기
**해상 FCL**(컨테이너 단독), **해상 LCL**(혼적), **항공** 중에서 고릅니다. 물량이 15CBM을 넘으면 FCL이 보통 더 저렴합니다.

## 2. 구간과 날짜 입력
출발 항구와 도착 항구를 코드나 이름으로 찾습니다. 예: \`상하이\` 또는 \`CNSHA\`. 화물 준비일은 오늘부터 1년 안의 날짜여야 합니다.

## 3. 화물 정보 입력
포장 단위별로 수량, 무게(kg), 가로·세로·높이(cm)를 입력합니다. 항공은 실중량과 부피중량(가로×세로×높이 ÷ 6000) 중 큰 값으로 계산합니다.

## 4. 결과 비교
운임이 낮은 순서로 보여 드립니다. 각 견적의 운임 항목과 원화·달러 합계, 운송 기간을 확인하고 **입찰 요청** 또는 **견적서 다운로드**를 누르세요.`,
        },
        en: {
          title: 'How to get an instant quote',
          summary: 'Compare freight prices in under a minute with just the lane and your cargo.',
          body: `## 1. Choose the mode
**Sea FCL** (a container of your own), **sea LCL** (shared container) or **air**. Above about 15 CBM, FCL is usually cheaper.

## 2. Enter the lane and date
Find the ports by code or name, e.g. \`Shanghai\` or \`CNSHA\`. The cargo-ready date must be within a year from today.

## 3. Describe the cargo
Per package line: quantity, weight (kg) and length, width and height (cm). Air freight is charged on the greater of the actual and the volume weight (L×W×H ÷ 6000).

## 4. Compare
Quotes are listed cheapest first. Check each one’s charges, totals in won and dollars and transit time, then choose **Request bids** or **Download quotation**.`,
        },
      },
      {
        id: 'art_howtoBidding0001',
        ko: {
          title: '입찰은 이렇게 진행됩니다',
          summary: '여러 포워더의 견적을 받아 고르는 입찰의 흐름과 마감 규칙을 설명합니다.',
          body: `## 입찰의 흐름
1. **견적 요청(견적 중)**: 요청하면 모든 파트너 포워더가 볼 수 있습니다.
2. **마감(선택 대기)**: 요청일로부터 2영업일 뒤 18:00(한국 시간)에 마감됩니다. 받은 견적이 있으면 그 전에 직접 마감할 수도 있습니다.
3. **견적 선택(수락)**: 유효 기간이 남은 견적 하나를 수락하면 선적이 만들어집니다.

## 알아 두세요
- 마감 전까지 포워더는 견적을 고치거나 철회할 수 있습니다.
- 마감까지 유효한 견적이 없으면 입찰은 **만료**됩니다.
- 주말과 공휴일(대체공휴일 포함)은 영업일에서 빠집니다.`,
        },
        en: {
          title: 'How bidding works',
          summary: 'How you collect quotes from several forwarders, and when bidding closes.',
          body: `## The steps
1. **Requested (estimating)**: every partner forwarder can see your request.
2. **Closed (waiting)**: bidding closes at 18:00 Korea time on the second business day after your request. With quotes in hand you can close it earlier yourself.
3. **Accepted**: accept one quote that is still valid and a shipment is created.

## Good to know
- Until bidding closes, forwarders may revise or withdraw their quotes.
- If no valid quote is left at the deadline, the bid **expires**.
- Weekends and public holidays (substitute holidays included) are not business days.`,
        },
      },
      {
        id: 'art_howtoMilestones1',
        ko: {
          title: '선적 진행 단계 알아보기',
          summary: '부킹 요청부터 배송 완료까지 8단계가 각각 무엇을 뜻하는지 설명합니다.',
          body: `| 단계 | 뜻 |
|---|---|
| 부킹 요청 | 견적을 수락해 선사·항공사에 자리를 요청했습니다 |
| 부킹 확정 | 선박·항공편과 일정이 확정되었습니다 |
| 화물 반입 | 화물이 출발지 터미널이나 창고에 들어갔습니다 |
| 출항 | 선박·항공기가 출발했습니다 |
| 도착 | 도착항에 도착했습니다 |
| 통관 | 수입 통관이 끝났습니다 |
| 배송 중 | 도착지 내륙 운송 중입니다 |
| 완료 | 화물을 인도했습니다 |

예정 시각은 바뀔 수 있으며, 실제 시각이 기록되면 다시 바뀌지 않습니다. 해외 항구의 시각은 **현지 시간**과 **한국 시간**을 함께 보여 드립니다.`,
        },
        en: {
          title: 'Shipment milestones explained',
          summary: 'What each of the eight milestones from booking request to delivery means.',
          body: `| Milestone | Meaning |
|---|---|
| Booking requested | You accepted a quote; space is being requested from the carrier |
| Booking confirmed | Vessel or flight and schedule are confirmed |
| Cargo received | The cargo is at the origin terminal or warehouse |
| Departed | The vessel or aircraft has left |
| Arrived | It has reached the port of discharge |
| Customs cleared | Import clearance is done |
| Out for delivery | Inland transport to you is under way |
| Completed | The cargo has been handed over |

Planned times may change; once an actual time is recorded it stays. Times at foreign ports are shown in **local time** and **Korea time**.`,
        },
      },
      {
        id: 'art_howtoImportDocs1',
        ko: {
          title: '수입 통관 서류 준비하기 (CI, PL, BL, 수입신고필증)',
          summary: '수입 통관에 필요한 서류가 무엇이고 어디서 받는지 정리했습니다.',
          body: `## 꼭 필요한 서류
- **상업송장(Commercial Invoice, CI)**: 판매자가 발행합니다. 품명, 수량, 단가, 총액, 인코텀즈가 적혀 있어야 합니다.
- **포장명세서(Packing List, PL)**: 박스별 수량, 무게, 부피를 적은 서류입니다.
- **선하증권(Bill of Lading, BL)** / 항공화물운송장(AWB): 운송인이 발행하며 화물 인수에 필요합니다.

## 경우에 따라 필요한 서류
- **원산지증명서(C/O)**: FTA 협정 세율을 적용받을 때
- **요건 확인 서류**: 식품, 화장품, 전기용품, 어린이 제품 등

## 통관이 끝나면
세관이 수입신고를 수리하면 **수입신고필증**이 발급됩니다. 선적 화면의 서류 목록에서 내려받아 세금계산서 처리와 보관에 쓰세요.

> 서류의 품명·수량·금액이 서로 다르면 통관이 늦어집니다. 올리기 전에 한 번 더 확인해 주세요.`,
        },
        en: {
          title: 'Documents for import customs (CI, PL, BL, import declaration)',
          summary: 'Which documents import clearance needs and where each comes from.',
          body: `## Always needed
- **Commercial invoice (CI)**: issued by the seller; description, quantity, unit price, total and Incoterm.
- **Packing list (PL)**: quantity, weight and volume per box.
- **Bill of lading (BL)** / air waybill (AWB): issued by the carrier; needed to take delivery.

## Sometimes needed
- **Certificate of origin (C/O)**: to claim an FTA rate
- **Permits**: food, cosmetics, electrical goods, children’s products and the like

## After clearance
When customs accepts the declaration you get the **import declaration certificate (수입신고필증)**. Download it from the shipment’s documents for your accounts and records.

> Documents that disagree on description, quantity or value delay clearance. Check them once more before uploading.`,
        },
      },
      {
        id: 'art_howtoIncoterms01',
        ko: {
          title: '인코텀즈 쉽게 이해하기',
          summary: 'EXW, FOB, CIF, DAP, DDP — 누가 어디까지 비용과 위험을 지는지 한눈에 봅니다.',
          body: `인코텀즈는 판매자와 구매자가 **운송비와 위험을 어디서 넘기는지** 정한 국제 규칙입니다.

- **EXW (공장 인도)**: 판매자 공장에서 넘깁니다. 수출 통관부터 모두 구매자 부담입니다.
- **FOB (본선 인도)**: 출발항에서 배에 실을 때 넘깁니다. 해상 운임부터 구매자 부담입니다. 수입자가 가장 많이 쓰는 조건입니다.
- **CIF (운임·보험료 포함)**: 판매자가 도착항까지 운임과 보험료를 냅니다. 위험은 출발항에서 넘어옵니다.
- **DAP (도착지 인도)**: 판매자가 지정한 도착지까지 운송합니다. 수입 통관과 세금은 구매자 부담입니다.
- **DDP (관세 지급 인도)**: 판매자가 수입 통관과 세금까지 모두 부담합니다.

바로의 견적은 선택한 인코텀즈에 따라 **수입자가 낼 항목만** 합산합니다.`,
        },
        en: {
          title: 'Incoterms in plain words',
          summary: 'EXW, FOB, CIF, DAP, DDP: who pays for what, and where the risk passes.',
          body: `Incoterms are international rules for **where costs and risk pass** from seller to buyer.

- **EXW (Ex Works)**: at the seller’s premises; the buyer pays everything from export clearance on.
- **FOB (Free On Board)**: when loaded on the vessel at origin; the buyer pays ocean freight onwards. The most common term for importers.
- **CIF (Cost, Insurance and Freight)**: the seller pays freight and insurance to the destination port; risk passes at origin.
- **DAP (Delivered At Place)**: the seller carries to the named place; import clearance and taxes are the buyer’s.
- **DDP (Delivered Duty Paid)**: the seller also pays import clearance and taxes.

Baro’s quotes add up **only the charges the importer pays** under the Incoterm you choose.`,
        },
      },
      {
        id: 'art_howtoCutoffDays1',
        ko: {
          title: '마감 시각과 영업일 계산',
          summary: '입찰 마감과 출고 마감이 영업일 기준으로 어떻게 계산되는지 설명합니다.',
          body: `## 영업일이란
주말(토·일)과 공휴일이 아닌 날입니다. 설날·추석 연휴, 대체공휴일, 선거일 같은 임시공휴일도 쉬는 날로 셉니다. 날짜의 경계는 **한국 시간 자정**입니다.

## 입찰 마감
요청한 날로부터 **2영업일 뒤 18:00**입니다. 예: 금요일에 요청하면 다음 주 화요일 18:00에 마감됩니다(월요일이 공휴일이면 수요일).

## 풀필먼트 출고 마감
영업일 **13:00** 까지 들어온 주문은 당일 출고합니다. 예: 금요일 14:00 주문은 다음 주 월요일에 출고합니다.`,
        },
        en: {
          title: 'Cut-off times and business days',
          summary: 'How bid deadlines and the fulfillment cut-off are counted in business days.',
          body: `## Business days
Days that are neither a weekend nor a public holiday. Lunar New Year and Chuseok holidays, substitute holidays and one-off holidays such as election days count as days off. Days change at **midnight Korea time**.

## Bid deadline
**18:00 on the second business day** after your request. Example: requested on a Friday, bidding closes Tuesday 18:00 (Wednesday if Monday is a holiday).

## Fulfillment cut-off
Orders in by **13:00** on a business day ship that day. Example: an order at 14:00 on Friday ships the next Monday.`,
        },
      },
    ],
  },
  {
    id: 'agrp_howtoFulfill01',
    nameKo: '풀필먼트 시작하기',
    nameEn: 'Getting started with fulfillment',
    descriptionKo: '신청, 입고 준비, 반품까지',
    descriptionEn: 'Applying, preparing inbound and returns',
    entries: [
      {
        id: 'art_howtoOnboarding',
        ko: {
          title: '풀필먼트 온보딩 순서',
          summary: '신청부터 첫 출고까지 해야 할 일을 순서대로 정리했습니다.',
          body: `1. **이용 신청**: 마이페이지에서 사업자 정보와 월 예상 주문 수를 입력합니다.
2. **승인**: 담당자가 1~2영업일 안에 검토하고 이메일로 결과를 보내 드립니다. 승인되면 창고(인천 1센터)가 배정됩니다.
3. **상품 등록**: SKU를 하나씩 또는 엑셀로 한 번에 등록합니다. 바코드가 없으면 바로가 만들어 드립니다.
4. **입고 요청**: 보낼 상품과 수량, 박스 수를 입력하고 입고 라벨을 출력합니다.
5. **출고**: 주문을 등록하면 재고가 예약되고, 13:00 마감 전 주문은 당일 출고됩니다.`,
        },
        en: {
          title: 'Fulfillment onboarding, step by step',
          summary: 'Everything from applying to your first shipped order, in order.',
          body: `1. **Apply**: enter your business details and expected monthly orders on My page.
2. **Approval**: we review within one or two business days and e-mail you; on approval you are assigned a warehouse (Incheon Center 1).
3. **Register products**: add SKUs one by one or from a spreadsheet. No barcode? Baro makes one.
4. **Request inbound**: enter products, quantities and boxes, then print the inbound labels.
5. **Ship**: register orders; stock is reserved and orders in before the 13:00 cut-off ship the same day.`,
        },
      },
      {
        id: 'art_howtoInboundPrep',
        ko: {
          title: '입고 준비하기 (박스 라벨)',
          summary: '입고가 늦어지지 않도록 박스를 포장하고 라벨을 붙이는 방법입니다.',
          body: `## 박스 라벨
- 입고 요청 화면에서 **입고 라벨**을 출력해 박스마다 한 장씩, 옆면 잘 보이는 곳에 붙입니다.
- 라벨에는 입고 요청 번호와 박스 순번(예: 3/12)이 있어 도착 즉시 검수할 수 있습니다.

## 포장
- 한 박스에는 되도록 한 SKU만 넣어 주세요. 섞어야 한다면 SKU별로 비닐에 나누어 담습니다.
- 상품마다 바코드가 보이도록 해 주세요.
- 박스 한 개는 25kg을 넘지 않게 해 주세요.

## 도착 후
수량이 요청과 다르거나 파손이 있으면 사진과 함께 알려 드리고, 정상 상품만 재고로 올립니다.`,
        },
        en: {
          title: 'Preparing inbound (box labels)',
          summary: 'How to pack and label boxes so your inbound is received without delay.',
          body: `## Box labels
- Print the **inbound labels** from the inbound request and put one on each box, on a side that is easy to see.
- Each label carries the request number and the box number (e.g. 3/12), so we can check the delivery on arrival.

## Packing
- One SKU per box where possible; if you must mix, bag each SKU separately.
- Keep every product’s barcode visible.
- Keep each box under 25 kg.

## After arrival
If quantities differ from the request or something is damaged, we tell you with photos and put only sound items into stock.`,
        },
      },
      {
        id: 'art_howtoReturns0001',
        ko: {
          title: '반품 정책과 처리 절차',
          summary: '반품 접수, 회수, 검수와 재고 반영까지의 과정을 안내합니다.',
          body: `## 접수
주문 상세에서 **반품 등록**을 누르고 사유와 수량을 입력합니다. 택배사 회수가 자동으로 예약됩니다.

## 검수
센터에 도착한 반품은 2영업일 안에 검수합니다.
- **정상**: 다시 판매할 수 있는 재고로 올립니다.
- **불량**: 별도 구역에 보관하고 처리 방법(폐기, 회송)을 여쭤봅니다.

## 비용
회수 택배비와 검수 비용은 요금표에 따릅니다. 판매자 사정의 반품(오배송 등 바로의 잘못)은 바로가 부담합니다.`,
        },
        en: {
          title: 'Returns policy and process',
          summary: 'From registering a return to pick-up, inspection and back into stock.',
          body: `## Registering
Choose **Register return** on the order, with the reason and quantity. The carrier pick-up is booked automatically.

## Inspection
Returns are inspected within two business days of arriving.
- **Sellable**: back into stock.
- **Damaged**: kept apart; we ask whether to dispose of them or send them back to you.

## Costs
Pick-up and inspection are charged by the price list. Returns caused by Baro (a wrong item shipped, for example) are on us.`,
        },
      },
    ],
  },
];

/** Notices (공지사항): articles flagged `notice`, newest first. */
export const NOTICES: readonly HowtoEntry[] = [
  {
    id: 'art_noticeHoliday001',
    ko: {
      title: '설 연휴 출고 및 고객센터 운영 안내',
      summary: '설 연휴 기간에는 출고와 고객센터 상담을 쉽니다.',
      body: `설 연휴(2026년 2월 16일~18일)에는 풀필먼트 출고와 고객센터 전화 상담을 쉽니다.

- 2월 13일(금) 13:00까지 들어온 주문은 당일 출고합니다.
- 이후 주문은 2월 19일(목)부터 차례로 출고합니다.
- 연휴 중 입찰 마감은 영업일 기준으로 자동으로 늦춰집니다.

채팅 문의는 연휴 중에도 남겨 주시면 19일부터 답변드립니다.`,
    },
    en: {
      title: 'Lunar New Year: shipping and support hours',
      summary: 'No shipping or phone support over the Lunar New Year holidays.',
      body: `Over the Lunar New Year holidays (16–18 February 2026) fulfillment does not ship and phone support is closed.

- Orders in by 13:00 on Friday 13 February ship that day.
- Later orders ship from Thursday 19 February.
- Bid deadlines falling in the holidays move to the next business days automatically.

Leave chat messages any time; we answer from the 19th.`,
    },
  },
  {
    id: 'art_noticeTerms2026',
    ko: {
      title: '이용약관 개정 안내 (2026년 6월 1일 시행)',
      summary: '풀필먼트 반품 조항과 입찰 마감 조항이 바뀝니다.',
      body: `바로 이용약관이 2026년 6월 1일부터 바뀝니다.

- 제9조(입찰): 입찰 마감을 영업일 기준으로 명확히 했습니다.
- 제12조(반품): 반품 검수 기간(2영업일)을 추가했습니다.

바뀐 약관은 **이용약관** 화면에서 이전 버전과 함께 볼 수 있습니다. 시행일 이후 계속 이용하시면 개정 약관에 동의한 것으로 봅니다.`,
    },
    en: {
      title: 'Changes to the terms of service (effective 1 June 2026)',
      summary: 'The clauses on fulfillment returns and bid deadlines change.',
      body: `Baro’s terms of service change on 1 June 2026.

- Article 9 (Bids): bid deadlines are now stated in business days.
- Article 12 (Returns): adds the two-business-day inspection period.

See the new terms next to the earlier versions on the **Terms of service** page. Continuing to use Baro after the effective date means you accept the new terms.`,
    },
  },
];
