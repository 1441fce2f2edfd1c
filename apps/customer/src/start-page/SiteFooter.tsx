import { TIME_ZONE } from '@baro/core';
import { paths } from '../paths.ts';

/** The year in Seoul, not on the visitor's clock: on New Year's Eve in Europe Seoul is already next year. */
function currentYearInSeoul(): string {
  return (
    new Intl.DateTimeFormat('ko-KR', { year: 'numeric', timeZone: TIME_ZONE })
      .formatToParts(new Date())
      .find((part) => part.type === 'year')?.value ?? ''
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">바로 Baro</p>
          <p className="site-footer__text">해외 운송과 풀필먼트를 한곳에서.</p>
        </div>
        <div>
          <h2 className="site-footer__heading">고객센터 운영 시간</h2>
          <p className="site-footer__text">평일 09:00–18:00 (점심 12:00–13:00, 주말·공휴일 휴무)</p>
        </div>
        <nav aria-label="약관 및 정책">
          <ul className="site-footer__links">
            <li>
              <a href={paths.terms}>이용약관</a>
            </li>
            <li>
              <a href={paths.privacy}>
                <strong>개인정보처리방침</strong>
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">© {currentYearInSeoul()} Baro. All rights reserved.</p>
    </footer>
  );
}
