import { useId } from 'react';
import { paths } from '../paths.ts';
import { BoxIcon, HeadsetIcon, ShipIcon } from './service-icons.tsx';

const SERVICES = [
  {
    key: 'forwarding',
    Icon: ShipIcon,
    title: '포워딩 견적·입찰',
    description:
      '해상(FCL·LCL)과 항공 운임을 실시간으로 비교하고, 여러 포워더에게 입찰을 요청해 가장 알맞은 견적을 고르세요.',
    points: ['실시간 운임 조회', '포워더 입찰 비교', '선적 서류 한곳에 보관'],
    link: { href: paths.forwarding, label: '견적·입찰 시작하기' },
  },
  {
    key: 'fulfillment',
    Icon: BoxIcon,
    title: '풀필먼트 보관·출고·반품',
    description: '국내 창고 입고부터 보관, 주문 출고와 택배 추적, 반품 검수까지 한 화면에서 처리합니다.',
    points: ['재고 실시간 확인', 'CJ대한통운·한진 등 택배 연동', '반품 검수와 재입고'],
    link: { href: paths.fulfillment, label: '풀필먼트 살펴보기' },
  },
  {
    key: 'support',
    Icon: HeadsetIcon,
    title: '고객센터',
    description: '이용 가이드와 자주 묻는 질문을 먼저 확인하고, 필요하면 담당 매니저에게 바로 문의하세요.',
    points: ['서비스 이용 가이드', '자주 묻는 질문', '1:1 채팅 상담'],
    link: { href: paths.support, label: '고객센터 바로가기' },
  },
] as const;

/** The three things a visitor comes for, each with one way in. */
export function ServiceCards() {
  const headingId = useId();
  return (
    <section className="services" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        바로가 하는 일
      </h2>
      <ul className="services__list">
        {SERVICES.map(({ key, Icon, title, description, points, link }) => (
          <li key={key} className="service-card">
            <Icon />
            <h3 id={`${headingId}-${key}`} className="service-card__title">
              {title}
            </h3>
            <p className="service-card__description">{description}</p>
            <ul className="service-card__points">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <a className="service-card__link" href={link.href} aria-describedby={`${headingId}-${key}`}>
              {link.label}
              <span aria-hidden="true"> →</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
