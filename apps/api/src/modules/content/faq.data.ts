// The support centre's FAQ (issue 16): real questions about Baro's forwarding and fulfillment,
// in Korean and English, by category. Answers are Markdown.

export interface FaqEntry {
  ko: [question: string, answer: string];
  en: [question: string, answer: string];
}

export interface FaqCategory {
  id: string;
  nameKo: string;
  nameEn: string;
  descriptionKo: string;
  descriptionEn: string;
  entries: readonly FaqEntry[];
}

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'agrp_faqQuoteBid01',
    nameKo: '견적·입찰',
    nameEn: 'Quotes and bids',
    descriptionKo: '즉시 견적, 입찰 요청과 마감, 견적 수락에 관한 질문',
    descriptionEn: 'Instant quotes, bid requests and deadlines, accepting a quote',
    entries: [
      {
        ko: [
          '즉시 견적은 어떻게 계산되나요?',
          '등록된 파트너 포워더의 유효한 운임표로 계산합니다. 화물의 청구 중량(항공) 또는 R/T(해상 LCL), 컨테이너 수(FCL)에 단가를 곱하고, 운임 항목별 통화를 **그날 환율**로 원화와 달러로 합산합니다.',
        ],
        en: [
          'How is an instant quote calculated?',
          'From the valid rate tables of our partner forwarders: the chargeable weight (air), revenue tons (LCL) or number of containers (FCL) times the unit price, with each charge converted to won and US dollars at **the day’s exchange rates**.',
        ],
      },
      {
        ko: [
          '입찰은 언제 마감되나요?',
          '입찰은 요청한 날(한국 시간)로부터 **2영업일 뒤 18:00**에 마감됩니다. 주말과 공휴일은 영업일에서 빠집니다. 마감 전이라도 받은 견적이 있으면 직접 마감하고 견적을 고를 수 있습니다.',
        ],
        en: [
          'When does bidding close?',
          'At **18:00 Korea time on the second business day** after the day you request it. Weekends and public holidays are not business days. You can close bidding yourself earlier once you have quotes.',
        ],
      },
      {
        ko: [
          '입찰에 견적이 하나도 오지 않으면 어떻게 되나요?',
          '마감 시각까지 유효한 견적이 없으면 입찰은 **만료**됩니다. 조건(화물 준비일, 인코텀즈 등)을 바꿔 새로 요청하거나 담당 매니저에게 문의해 주세요.',
        ],
        en: [
          'What if no one quotes on my bid?',
          'If there is no valid quote by the deadline, the bid **expires**. Request again with different terms (cargo-ready date, Incoterm) or ask your manager.',
        ],
      },
      {
        ko: [
          '견적의 유효 기간이 지나면 수락할 수 없나요?',
          '네. 파트너가 정한 유효 기간이 지난 견적은 수락할 수 없습니다. 같은 조건으로 다시 입찰을 요청하면 최신 운임으로 견적을 받을 수 있습니다.',
        ],
        en: [
          'Can I accept a quote after it expires?',
          'No. A quote past the validity its partner set cannot be accepted. Request a new bid with the same details to get current prices.',
        ],
      },
      {
        ko: [
          '견적서를 PDF나 엑셀로 받을 수 있나요?',
          '견적 화면의 **견적서 다운로드**에서 PDF와 엑셀 중에서 고를 수 있습니다. 이메일로 받기를 누르면 견적 링크가 담긴 메일을 보내 드립니다.',
        ],
        en: [
          'Can I get the quotation as a PDF or spreadsheet?',
          'Use **Download quotation** on the quote screen and choose PDF or Excel. **Send by e-mail** sends you a message with a link to the quote.',
        ],
      },
      {
        ko: [
          '비회원도 견적을 볼 수 있나요?',
          '네. 즉시 견적은 로그인 없이 볼 수 있습니다. 다만 입찰 요청, 견적 수락, 서류 관리는 회원만 이용할 수 있습니다.',
        ],
        en: [
          'Can I see quotes without an account?',
          'Yes, instant quotes need no login. Requesting bids, accepting quotes and managing documents need an account.',
        ],
      },
      {
        ko: [
          '견적 금액에 통관 수수료와 보험료가 포함되나요?',
          '견적 요청 시 **통관·보험·내륙 운송**을 선택하면 바로의 서비스 요금이 견적에 더해집니다. 관세와 부가세는 세관이 부과하므로 견적에 포함되지 않습니다.',
        ],
        en: [
          'Do quotes include customs brokerage and insurance?',
          'If you tick **customs, insurance or inland transport** when you ask, Baro’s fees for them are added. Duties and VAT are charged by customs and are not part of a quote.',
        ],
      },
      {
        ko: [
          '입찰 마감 시각을 늦출 수 있나요?',
          '고객이 직접 늦출 수는 없습니다. 필요한 경우 담당 매니저에게 요청하시면 최대 30일 안에서 연장해 드립니다.',
        ],
        en: [
          'Can the bid deadline be extended?',
          'Not by you directly. Ask your manager: staff can extend it by up to 30 days.',
        ],
      },
    ],
  },
  {
    id: 'agrp_faqShipCustom1',
    nameKo: '선적·통관',
    nameEn: 'Shipping and customs',
    descriptionKo: '선적 진행 단계, 서류, 수입 통관에 관한 질문',
    descriptionEn: 'Shipment milestones, documents and import customs',
    entries: [
      {
        ko: [
          '선적 진행 상황은 어디서 보나요?',
          '**마이페이지 › 선적**에서 부킹 요청부터 배송 완료까지 8단계를 볼 수 있습니다. 각 단계가 끝나면 이메일로도 알려 드리며, 해외 항구의 시각은 현지 시간과 한국 시간을 함께 보여 드립니다.',
        ],
        en: [
          'Where do I see how my shipment is going?',
          'Under **My page › Shipments**: eight milestones from booking request to delivery. We e-mail you as each is reached, and times at foreign ports are shown in local and Korea time.',
        ],
      },
      {
        ko: [
          '수입 통관에 필요한 서류는 무엇인가요?',
          '기본적으로 **상업송장(CI)**, **포장명세서(PL)**, **선하증권(BL)** 또는 항공화물운송장(AWB)이 필요합니다. FTA 관세 혜택을 받으려면 원산지증명서가, 식품·전기용품 등은 요건 확인 서류가 추가로 필요합니다.',
        ],
        en: [
          'Which documents does import customs need?',
          'The **commercial invoice (CI)**, **packing list (PL)** and **bill of lading (BL)** or air waybill. A certificate of origin for FTA rates, and permits for goods such as food or electrical products.',
        ],
      },
      {
        ko: [
          '수입신고필증은 언제 받을 수 있나요?',
          '세관의 수입신고 수리 후 보통 당일 발급됩니다. 발급되면 선적 화면의 서류 목록에 올려 드리며 언제든 내려받을 수 있습니다.',
        ],
        en: [
          'When do I get the import declaration certificate?',
          'Usually the day customs accepts the declaration. We add it to the shipment’s documents, where you can download it at any time.',
        ],
      },
      {
        ko: [
          '서류 파일은 어떤 형식으로 올려야 하나요?',
          'PDF, 이미지(JPG·PNG), 오피스 문서(doc, docx, xls, xlsx, ppt, pptx, rtf, txt)를 올릴 수 있습니다. 파일 내용이 확장자와 다르면 올라가지 않습니다.',
        ],
        en: [
          'In what format should I upload documents?',
          'PDF, images (JPG, PNG) and office files (doc, docx, xls, xlsx, ppt, pptx, rtf, txt). A file whose content does not match its extension is refused.',
        ],
      },
      {
        ko: [
          '화물이 도착했는데 통관이 늦어지는 이유는 무엇인가요?',
          '세관 검사 대상으로 지정되었거나, 서류의 품명·수량·금액이 서로 다르거나, 요건 확인이 끝나지 않은 경우가 많습니다. 담당 매니저가 사유와 필요한 조치를 안내해 드립니다.',
        ],
        en: [
          'My cargo has arrived; why is customs taking long?',
          'Usually because customs chose it for inspection, the documents disagree on description, quantity or value, or a permit is pending. Your manager will tell you why and what is needed.',
        ],
      },
      {
        ko: [
          '선적 일정이 바뀌면 알려 주나요?',
          '네. 파트너가 예정 시각을 바꾸거나 실제 시각을 기록하면 화면에 바로 반영되고, 단계가 끝날 때마다 이메일로 알려 드립니다.',
        ],
        en: [
          'Will I hear if the schedule changes?',
          'Yes. When the partner changes a planned time or records an actual one, the screen shows it at once, and we e-mail you as each milestone is reached.',
        ],
      },
      {
        ko: [
          '관세와 부가세는 얼마나 나오나요?',
          '관세는 품목분류(HS 코드)와 원산지에 따라, 부가세는 (과세가격 + 관세)의 10%입니다. 정확한 금액은 수입신고 때 확정되며 담당 매니저가 미리 예상 금액을 알려 드릴 수 있습니다.',
        ],
        en: [
          'How much duty and VAT will I pay?',
          'Duty depends on the HS code and origin; VAT is 10% of (customs value + duty). The exact amount is fixed by the import declaration; your manager can estimate it beforehand.',
        ],
      },
    ],
  },
  {
    id: 'agrp_faqFulfill001',
    nameKo: '풀필먼트',
    nameEn: 'Fulfillment',
    descriptionKo: '입고, 보관, 출고, 반품에 관한 질문',
    descriptionEn: 'Inbound, storage, shipping and returns',
    entries: [
      {
        ko: [
          '풀필먼트는 어떻게 신청하나요?',
          '**마이페이지 › 풀필먼트 이용 신청**에서 사업자등록번호, 대표자, 월 예상 주문 수, 상품군을 입력해 주세요. 담당자가 심사한 뒤 이메일로 결과를 알려 드리며, 승인되면 창고가 배정됩니다.',
        ],
        en: [
          'How do I apply for fulfillment?',
          'Under **My page › Apply for fulfillment**, enter your business registration number, representative, expected monthly orders and product category. We review it and e-mail you the result; on approval you are assigned a warehouse.',
        ],
      },
      {
        ko: [
          '오늘 주문은 언제 출고되나요?',
          '영업일 **13:00(한국 시간)** 까지 들어온 주문은 당일 출고합니다. 그 이후 주문과 주말·공휴일 주문은 다음 영업일에 출고합니다.',
        ],
        en: [
          'When does today’s order ship?',
          'Orders received by **13:00 Korea time** on a business day ship the same day; later orders and weekend or holiday orders ship the next business day.',
        ],
      },
      {
        ko: [
          '입고할 때 박스에 무엇을 붙여야 하나요?',
          '바로에서 출력한 **입고 라벨**을 박스마다 붙여 주세요. 라벨이 없는 박스는 확인에 시간이 걸려 입고가 늦어질 수 있습니다. 자세한 방법은 ‘입고 준비하기’ 가이드를 참고해 주세요.',
        ],
        en: [
          'What goes on the boxes I send in?',
          'The **inbound label** printed from Baro, on every box. Boxes without one take longer to identify and may be received late. See the “Preparing inbound” guide.',
        ],
      },
      {
        ko: [
          '바코드가 없는 상품도 보관할 수 있나요?',
          '네. 상품 등록 시 바코드를 비워 두면 바로가 Code 128 바코드를 만들어 드립니다. 라벨을 출력해 상품에 붙여 입고해 주세요.',
        ],
        en: [
          'Can you store products without a barcode?',
          'Yes. Leave the barcode empty when you register the SKU and Baro generates a Code 128 barcode; print it and stick it on the products before sending them.',
        ],
      },
      {
        ko: [
          '반품은 어떻게 처리되나요?',
          '반품을 등록하면 택배사 회수가 예약됩니다. 센터에 도착한 상품은 검수 후 **정상 재고** 또는 **불량 재고**로 분류하고 결과를 알려 드립니다.',
        ],
        en: [
          'How are returns handled?',
          'Register the return and the carrier pick-up is booked. At the centre the items are inspected and put back as **sellable stock** or set aside as **damaged**, and we tell you which.',
        ],
      },
      {
        ko: [
          '세트 상품(키트)도 출고할 수 있나요?',
          '네. 여러 SKU를 묶어 키트로 등록하면, 구성품 재고로 만들 수 있는 세트 수만큼 주문을 받을 수 있습니다.',
        ],
        en: [
          'Can you ship bundles (kits)?',
          'Yes. Register several SKUs as a kit; it can be ordered as many times as its components’ stock allows.',
        ],
      },
      {
        ko: [
          '재고를 엑셀로 한 번에 등록할 수 있나요?',
          '상품(SKU) 목록 화면에서 엑셀 템플릿을 내려받아 작성한 뒤 올려 주세요. 잘못된 칸이 하나라도 있으면 아무것도 등록하지 않고 잘못된 행과 칸을 알려 드립니다.',
        ],
        en: [
          'Can I register SKUs from a spreadsheet?',
          'Download the Excel template from the SKU list, fill it in and upload it. If any cell is wrong, nothing is registered and we show you the rows and cells to fix.',
        ],
      },
      {
        ko: [
          '택배 송장 번호는 어디서 확인하나요?',
          '출고가 끝나면 주문 상세에 택배사와 송장 번호가 표시되며, 배송 조회도 함께 볼 수 있습니다.',
        ],
        en: [
          'Where do I find the tracking number?',
          'Once shipped, the order shows the carrier and invoice number, with the parcel’s tracking.',
        ],
      },
    ],
  },
  {
    id: 'agrp_faqAccount001',
    nameKo: '계정·팀',
    nameEn: 'Account and team',
    descriptionKo: '회원 가입, 팀, 로그인, 알림에 관한 질문',
    descriptionEn: 'Signing up, teams, logging in and notifications',
    entries: [
      {
        ko: [
          '동료와 함께 쓰려면 어떻게 하나요?',
          '**팀 관리**에서 동료의 이메일로 초대를 보내 주세요. 초대 링크는 7일 동안 유효하며, 팀원은 같은 견적·입찰·선적을 함께 봅니다.',
        ],
        en: [
          'How do I work with colleagues?',
          'Invite them by e-mail from **Team**. Invitations are valid for 7 days; team members see the same quotes, bids and shipments.',
        ],
      },
      {
        ko: [
          '비밀번호를 잊어버렸어요.',
          '로그인 화면의 **비밀번호 찾기**에서 가입한 이메일을 입력하면 재설정 링크를 보내 드립니다. 메일이 오지 않으면 스팸함을 확인해 주세요.',
        ],
        en: [
          'I forgot my password.',
          'Use **Forgot password** on the login page and enter your e-mail address; we send you a reset link. Check your spam folder if it does not arrive.',
        ],
      },
      {
        ko: [
          '비밀번호 규칙은 무엇인가요?',
          '6~20자이며 영문자를 하나 이상, 숫자나 특수문자를 하나 이상 포함해야 합니다.',
        ],
        en: [
          'What are the password rules?',
          '6 to 20 characters, with at least one letter and at least one digit or special character.',
        ],
      },
      {
        ko: [
          '로그인을 여러 번 실패했더니 잠시 막혔어요.',
          '보안을 위해 연속으로 실패하면 잠시 기다린 뒤 다시 시도하도록 합니다. 기다리는 시간은 화면에 표시되며, 비밀번호 재설정은 언제든 할 수 있습니다.',
        ],
        en: [
          'I failed to log in several times and now must wait.',
          'For security, repeated failures make you wait before trying again; the screen shows how long. You can reset your password at any time.',
        ],
      },
      {
        ko: [
          '담당 매니저는 누구인가요?',
          '가입 후 포워딩, 수출 포워딩, 풀필먼트 담당 매니저가 배정됩니다. 채팅 상담 창에서 매니저 이름을 확인하고 바로 문의할 수 있습니다.',
        ],
        en: [
          'Who is my manager?',
          'After you sign up, managers for forwarding, export forwarding and fulfillment are assigned. The chat window shows their names, and you can ask them there.',
        ],
      },
      {
        ko: [
          '영어로 이용할 수 있나요?',
          '네. 화면 위의 언어 선택에서 English를 고르면 화면, 이메일, 견적서가 영어로 바뀝니다.',
        ],
        en: [
          'Can I use Baro in English?',
          'Yes. Choose English in the language menu at the top; screens, e-mails and quotations switch to English.',
        ],
      },
      {
        ko: [
          '웹훅으로 배송 상태를 받을 수 있나요?',
          '팀 관리자는 **팀 설정 › 웹훅**에 HTTPS 주소를 등록할 수 있습니다. 배송 상태가 바뀌면 서명된 요청을 보내고, 실패하면 24시간 동안 다시 보냅니다.',
        ],
        en: [
          'Can I receive tracking updates by webhook?',
          'Team admins can register an HTTPS address under **Team settings › Webhooks**. We send a signed request when tracking changes and retry for 24 hours if it fails.',
        ],
      },
    ],
  },
];
