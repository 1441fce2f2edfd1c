import type { MailTemplate } from './mail-content.ts';

/** Sent to whoever applied for fulfillment when staff approve the team's application. */
export const fulfillmentApprovedTemplate: MailTemplate<'name' | 'companyName' | 'warehouseName' | 'link'> = {
  params: ['name', 'companyName', 'warehouseName', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${p.companyName} 풀필먼트 서비스 이용이 승인되었습니다`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `${p.companyName}의 풀필먼트 서비스 신청이 승인되었습니다. 상품은 ${p.warehouseName}에서 보관하고 출고합니다.`,
        '아래 버튼을 눌러 상품(SKU)을 등록하고 입고를 요청해 주세요. 입고된 재고로 바로 주문을 출고할 수 있습니다.',
      ],
      action: { label: '풀필먼트 시작하기', url: p.link },
      notes: ['궁금한 점은 담당 매니저나 바로 고객센터로 문의해 주세요.'],
    }),
    en: (p) => ({
      subject: `[Baro] Fulfillment for ${p.companyName} is approved`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `The fulfillment application of ${p.companyName} has been approved. Your stock will be kept and shipped at ${p.warehouseName}.`,
        'Use the button below to register your products (SKUs) and announce your first inbound; orders ship from received stock.',
      ],
      action: { label: 'Start with fulfillment', url: p.link },
      notes: ['If you have questions, please contact your manager or Baro support.'],
    }),
  },
};

/** Sent to whoever applied for fulfillment when staff reject the application, with the reason. */
export const fulfillmentRejectedTemplate: MailTemplate<'name' | 'companyName' | 'reason' | 'link'> = {
  params: ['name', 'companyName', 'reason', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${p.companyName} 풀필먼트 서비스 신청 결과를 알려 드립니다`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `아쉽게도 ${p.companyName}의 풀필먼트 서비스 신청을 승인하지 못했습니다.`,
        `사유: ${p.reason}`,
        '내용을 보완해 다시 신청하실 수 있습니다.',
      ],
      action: { label: '신청 내용 확인하기', url: p.link },
      notes: ['궁금한 점은 바로 고객센터로 문의해 주세요.'],
    }),
    en: (p) => ({
      subject: `[Baro] About your fulfillment application for ${p.companyName}`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `We are sorry: the fulfillment application of ${p.companyName} could not be approved.`,
        `Reason: ${p.reason}`,
        'You can update the application and apply again.',
      ],
      action: { label: 'View the application', url: p.link },
      notes: ['If you have questions, please contact Baro support.'],
    }),
  },
};
