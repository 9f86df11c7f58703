import { useStore } from '@nanostores/react';
import { config } from '../../core/session/index.js';
import * as css from './layout.css.js';

export function SiteHeader() {
  const cfg = useStore(config);
  const name = cfg?.webname ?? '';
  const logo = cfg?.logo?.logo;
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <a className={css.logo} href="/" aria-label={name ? `${name} 首页` : '首页'}>
          {logo ? <img className={css.logoImg} src={logo} alt={name} /> : <span>{name}</span>}
        </a>
      </div>
    </header>
  );
}
