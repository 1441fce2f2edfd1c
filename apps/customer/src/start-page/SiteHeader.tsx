import { paths } from '../paths.ts';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="brand" href={paths.home}>
          <span className="brand__mark" aria-hidden="true">
            B
          </span>
          <span className="brand__name">
            바로 <span className="brand__latin">Baro</span>
          </span>
          <span className="visually-hidden"> 홈</span>
        </a>
        <nav className="site-nav" aria-label="주요 메뉴">
          <ul className="site-nav__list">
            <li>
              <a href={paths.forwarding}>포워딩</a>
            </li>
            <li>
              <a href={paths.fulfillment}>풀필먼트</a>
            </li>
            <li>
              <a href={paths.support}>고객센터</a>
            </li>
          </ul>
        </nav>
        <a className="button button--small site-header__login" href={paths.login}>
          로그인
        </a>
      </div>
    </header>
  );
}
