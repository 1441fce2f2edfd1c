import type { GuideCategory, Language } from '@baro/core';

// The demo guides (issue 16): one per SPEC §7 category, in Korean and English. Their PDFs are
// rendered from these sections the first time the files are missing from the guide prefix.

export interface GuideEdition {
  title: string;
  description: string;
  fileName: string;
  sections: readonly { heading: string; paragraphs?: readonly string[]; points?: readonly string[] }[];
}

export interface DemoGuide {
  id: string;
  category: GuideCategory;
  /** The object's name under the guide prefix, without the language and extension. */
  objectName: string;
  editions: Record<Language, GuideEdition>;
}

export const DEMO_GUIDES: readonly DemoGuide[] = [
  {
    id: 'guide_baroGuidebook01',
    category: 'guidebook',
    objectName: 'guidebook/baro-guidebook',
    editions: {
      ko: {
        title: '바로 이용 가이드북',
        description:
          '회원 가입부터 견적, 입찰, 선적 추적, 풀필먼트까지 바로의 모든 기능을 한 권에 정리했습니다.',
        fileName: '바로_이용_가이드북.pdf',
        sections: [
          {
            heading: '1. 바로는 이런 서비스입니다',
            paragraphs: [
              '바로는 수입·수출 화물의 국제 운송(포워딩)과 국내 창고 보관·출고(풀필먼트)를 한 곳에서 처리하는 물류 플랫폼입니다.',
              '실시간 운임 조회로 바로 견적을 받고, 여러 포워더의 입찰을 비교해 가장 알맞은 조건을 고를 수 있습니다.',
            ],
          },
          {
            heading: '2. 시작하기',
            points: [
              '이메일로 회원 가입 후 팀을 만들고 동료를 초대합니다.',
              '담당 매니저가 배정되면 견적·통관 상담을 받을 수 있습니다.',
              '풀필먼트를 이용하려면 마이페이지에서 풀필먼트 이용 신청을 합니다.',
            ],
          },
          {
            heading: '3. 견적과 입찰',
            paragraphs: [
              '즉시 견적은 출발지·도착지·화물 정보를 입력하면 등록된 파트너 운임으로 바로 계산됩니다. 더 좋은 조건이 필요하면 입찰을 요청하세요. 입찰은 요청일로부터 2영업일 뒤 18:00(한국 시간)에 마감됩니다.',
            ],
          },
          {
            heading: '4. 선적 추적과 서류',
            paragraphs: [
              '견적을 수락하면 선적이 만들어지고, 부킹부터 도착·통관·배송 완료까지 8단계 진행 상황을 이메일과 화면으로 알려 드립니다. CI, PL, BL, 수입신고필증 등 서류는 선적 화면에서 올리고 내려받을 수 있습니다.',
            ],
          },
        ],
      },
      en: {
        title: 'Baro guidebook',
        description:
          'Everything Baro does in one book: signing up, quotes, bids, shipment tracking and fulfillment.',
        fileName: 'Baro_Guidebook.pdf',
        sections: [
          {
            heading: '1. What Baro does',
            paragraphs: [
              'Baro is a logistics platform for international freight forwarding of imports and exports and for warehousing and parcel shipping in Korea (fulfillment).',
              'Get an instant quote from live rates, or ask several forwarders to bid and pick the offer that suits you.',
            ],
          },
          {
            heading: '2. Getting started',
            points: [
              'Sign up with your e-mail address, create a team and invite your colleagues.',
              'Once a manager is assigned to you, ask them about quotes and customs.',
              'To use fulfillment, apply from My page.',
            ],
          },
          {
            heading: '3. Quotes and bids',
            paragraphs: [
              'An instant quote is calculated from our partners’ rates as soon as you enter the origin, destination and cargo. For a better offer, request a bid: bidding closes at 18:00 Korea time on the second business day after your request.',
            ],
          },
          {
            heading: '4. Tracking and documents',
            paragraphs: [
              'When you accept a quote, a shipment is created and its eight milestones, from booking to delivery, are shown on screen and sent by e-mail. Upload and download documents such as the CI, PL, BL and import declaration certificate on the shipment page.',
            ],
          },
        ],
      },
    },
  },
  {
    id: 'guide_serviceGuide0001',
    category: 'service',
    objectName: 'service/forwarding-service-guide',
    editions: {
      ko: {
        title: '포워딩 서비스 안내서',
        description: '해상(FCL·LCL)과 항공 운송의 차이, 운임 구성, 통관 절차를 알기 쉽게 설명합니다.',
        fileName: '바로_포워딩_서비스_안내서.pdf',
        sections: [
          {
            heading: '운송 방식',
            points: [
              'FCL: 컨테이너 한 대를 단독으로 사용합니다. 물량이 15CBM 이상이면 보통 더 경제적입니다.',
              'LCL: 여러 화주의 화물을 한 컨테이너에 함께 싣습니다. 운임은 R/T(CBM과 톤 중 큰 값) 기준입니다.',
              '항공: 가장 빠르며, 운임은 실중량과 부피중량(가로×세로×높이 cm ÷ 6000) 중 큰 값으로 계산합니다.',
            ],
          },
          {
            heading: '운임 구성',
            paragraphs: [
              '해상·항공 운임 외에 유류할증료(BAF), 터미널 처리비(THC), 서류 발급비, 통관 수수료, 보험료, 내륙 운송비가 붙을 수 있습니다. 인코텀즈에 따라 수입자가 부담하는 항목이 달라집니다.',
            ],
          },
          {
            heading: '통관',
            paragraphs: [
              '수입 통관에는 상업송장(CI), 포장명세서(PL), 선하증권(BL)이 필요하며, 품목에 따라 원산지증명서나 요건 확인 서류가 추가됩니다. 통관이 끝나면 수입신고필증이 발급됩니다.',
            ],
          },
        ],
      },
      en: {
        title: 'Forwarding service guide',
        description:
          'Sea (FCL and LCL) and air freight compared, what a freight price is made of, and how customs works.',
        fileName: 'Baro_Forwarding_Service_Guide.pdf',
        sections: [
          {
            heading: 'Modes of transport',
            points: [
              'FCL: you have a whole container to yourself; usually cheaper from about 15 CBM.',
              'LCL: your cargo shares a container with others; priced per revenue ton (the greater of CBM and tonnes).',
              'Air: fastest; priced on the greater of the actual weight and the volume weight (L×W×H cm ÷ 6000).',
            ],
          },
          {
            heading: 'What the price is made of',
            paragraphs: [
              'Besides ocean or air freight there may be a bunker surcharge (BAF), terminal handling (THC), documentation fees, customs brokerage, insurance and inland transport. The Incoterm decides which of these the importer pays.',
            ],
          },
          {
            heading: 'Customs',
            paragraphs: [
              'Import clearance needs the commercial invoice (CI), packing list (PL) and bill of lading (BL); some goods also need a certificate of origin or permits. When clearance is done you receive the import declaration certificate.',
            ],
          },
        ],
      },
    },
  },
  {
    id: 'guide_fulfillIntro001',
    category: 'fulfillment',
    objectName: 'fulfillment/fulfillment-introduction',
    editions: {
      ko: {
        title: '바로 풀필먼트 소개서',
        description: '인천 1센터의 입고·보관·출고 흐름, 출고 마감 시각, 반품 처리 방법을 소개합니다.',
        fileName: '바로_풀필먼트_소개서.pdf',
        sections: [
          {
            heading: '이용 절차',
            points: [
              '풀필먼트 이용 신청 → 담당자 심사·승인 → 상품(SKU) 등록 → 입고 요청 → 출고 연동',
              '승인되면 이용할 창고(인천 1센터)가 배정됩니다.',
            ],
          },
          {
            heading: '입고 준비',
            paragraphs: [
              '박스마다 바로에서 출력한 입고 라벨을 붙여 주세요. 라벨에는 입고 요청 번호와 박스 순번이 들어 있어 도착 즉시 검수할 수 있습니다. 바코드가 없는 상품은 바로가 Code 128 바코드를 만들어 드립니다.',
            ],
          },
          {
            heading: '출고와 마감',
            paragraphs: [
              '영업일 13:00(한국 시간)까지 들어온 주문은 당일 출고합니다. 이후 주문과 주말·공휴일 주문은 다음 영업일에 출고합니다.',
            ],
          },
          {
            heading: '반품',
            paragraphs: [
              '반품 요청을 등록하면 택배사 회수가 예약되고, 센터에 도착한 상품은 검수 후 정상 재고 또는 불량 재고로 분류됩니다.',
            ],
          },
        ],
      },
      en: {
        title: 'Baro fulfillment introduction',
        description:
          'How receiving, storage and shipping work at Incheon Center 1, the daily cut-off and how returns are handled.',
        fileName: 'Baro_Fulfillment_Introduction.pdf',
        sections: [
          {
            heading: 'How to start',
            points: [
              'Apply for fulfillment → review and approval → register your SKUs → request inbound → connect your orders',
              'On approval you are assigned a warehouse (Incheon Center 1).',
            ],
          },
          {
            heading: 'Preparing inbound',
            paragraphs: [
              'Put the inbound label printed from Baro on every box: it carries the inbound request number and the box number, so we can check the delivery the moment it arrives. Products without a barcode get a Code 128 barcode from Baro.',
            ],
          },
          {
            heading: 'Shipping and cut-off',
            paragraphs: [
              'Orders received by 13:00 Korea time on a business day ship the same day; later orders, and orders on weekends and public holidays, ship the next business day.',
            ],
          },
          {
            heading: 'Returns',
            paragraphs: [
              'Register a return and the carrier’s pick-up is booked; returned items are inspected at the centre and put back in stock or set aside as damaged.',
            ],
          },
        ],
      },
    },
  },
  {
    id: 'guide_estimationGd01',
    category: 'estimation',
    objectName: 'estimation/estimate-guide',
    editions: {
      ko: {
        title: '견적 요청 가이드',
        description: '정확한 견적을 받기 위해 준비할 화물 정보와 견적서 읽는 법을 안내합니다.',
        fileName: '바로_견적_요청_가이드.pdf',
        sections: [
          {
            heading: '준비할 정보',
            points: [
              '출발 항구·공항과 도착 항구·공항 (예: 상하이 CNSHA → 부산 KRPUS)',
              '화물 준비일(카고 레디 데이트)',
              '포장 단위별 수량, 무게(kg), 가로·세로·높이(cm)',
              '인코텀즈(예: FOB, CIF)와 통관·보험·내륙 운송 필요 여부',
            ],
          },
          {
            heading: '견적서 읽는 법',
            paragraphs: [
              '견적서는 운임 항목마다 통화와 단가, 수량을 보여 주고 그날 환율로 원화 합계와 달러 합계를 계산합니다. 견적에는 유효 기간이 있으니 기간 안에 입찰 또는 수락을 진행해 주세요.',
            ],
          },
        ],
      },
      en: {
        title: 'Estimate request guide',
        description: 'What cargo details to have ready for an accurate quote, and how to read a quotation.',
        fileName: 'Baro_Estimate_Request_Guide.pdf',
        sections: [
          {
            heading: 'What to have ready',
            points: [
              'Port or airport of loading and of discharge (e.g. Shanghai CNSHA → Busan KRPUS)',
              'Cargo-ready date',
              'Quantity, weight (kg) and length, width and height (cm) per package',
              'The Incoterm (e.g. FOB, CIF) and whether you need customs, insurance or inland transport',
            ],
          },
          {
            heading: 'Reading a quotation',
            paragraphs: [
              'A quotation lists each charge with its currency, unit price and quantity, and totals them in won and US dollars at the day’s exchange rates. Quotes are valid for a limited time, so request a bid or accept within that time.',
            ],
          },
        ],
      },
    },
  },
  {
    id: 'guide_eventWelcome01',
    category: 'event',
    objectName: 'event/new-customer-welcome',
    editions: {
      ko: {
        title: '신규 고객 웰컴 혜택 안내',
        description: '가입 후 첫 선적과 첫 풀필먼트 입고에 적용되는 혜택과 조건을 안내합니다.',
        fileName: '바로_신규고객_웰컴혜택.pdf',
        sections: [
          {
            heading: '혜택',
            points: [
              '첫 선적의 통관 수수료 면제 (BL 1건)',
              '풀필먼트 첫 입고 후 30일간 보관료 면제 (최대 10 CBM)',
            ],
          },
          {
            heading: '조건',
            points: [
              '가입 후 90일 안에 수락한 첫 선적에 적용됩니다.',
              '다른 할인과 중복 적용되지 않습니다.',
              '혜택은 사전 안내 없이 바뀌거나 끝날 수 있으며, 바뀌면 공지사항으로 알려 드립니다.',
            ],
          },
        ],
      },
      en: {
        title: 'Welcome offer for new customers',
        description:
          'The benefits on your first shipment and first fulfillment inbound, and their conditions.',
        fileName: 'Baro_Welcome_Offer.pdf',
        sections: [
          {
            heading: 'Benefits',
            points: [
              'No customs brokerage fee on your first shipment (one BL)',
              'Free storage for 30 days after your first fulfillment inbound (up to 10 CBM)',
            ],
          },
          {
            heading: 'Conditions',
            points: [
              'Applies to the first shipment accepted within 90 days of signing up.',
              'Cannot be combined with other discounts.',
              'The offer may change or end; changes are announced in Notices.',
            ],
          },
        ],
      },
    },
  },
];
