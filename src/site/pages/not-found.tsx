import * as css from './not-found.css.js';

export default function NotFoundPage() {
  return (
    <section className={css.box} aria-labelledby="not-found-title">
      <p className={css.code} aria-hidden="true">404</p>
      <h1 id="not-found-title" className={css.title}>页面不存在</h1>
      <p className={css.hint}>你访问的页面不存在或已被移除。</p>
      <a className={css.home} href="/">
        返回首页
      </a>
    </section>
  );
}
