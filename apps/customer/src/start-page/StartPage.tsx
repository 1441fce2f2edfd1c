import { ServiceStatus } from '../features/service-status/ServiceStatus.tsx';
import { paths } from '../paths.ts';
import { ServiceCards } from './ServiceCards.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/** The customer app's front page until the full shell (router, i18n, Mantine) arrives. */
export function StartPage() {
  return (
    <>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <SiteHeader />
      <main id="main" className="page" tabIndex={-1}>
        <section className="hero" aria-labelledby="hero-title">
          <p className="hero__eyebrow">수입 물류 통합 플랫폼</p>
          <h1 id="hero-title" className="hero__title">
            해외 운송, 견적부터 도착까지 <span className="hero__accent">바로</span>
          </h1>
          <p className="hero__lead">
            운임 견적과 포워더 입찰, 선적·통관 서류, 국내 창고 보관과 택배 출고까지. 수입 화물의 모든 단계를
            한곳에서 확인하고 관리하세요.
          </p>
          <div className="hero__actions">
            <a className="button button--primary" href={paths.forwarding}>
              무료로 견적 받기
            </a>
            <a className="button button--secondary" href={paths.fulfillment}>
              풀필먼트 알아보기
            </a>
          </div>
          <ServiceStatus />
        </section>
        <ServiceCards />
      </main>
      <SiteFooter />
    </>
  );
}
