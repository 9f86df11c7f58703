import { certFileUrl, myCerts } from '#core/member/index.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { SafeLink } from '#widgets/ui/safe-link.js';
import { useUrlState } from '#site/shell/url-state.js';
import { certsQuery } from './data.js';
import { pageSchema } from '#site/kit/list-data.js';
import * as css from '../member.css.js';
import { usePagedQuery } from '#site/kit/paged-query.js';

/**
 * /member/certs: the certificates the member earned. Viewing opens the member's own certificate
 * and downloading saves it; both go through the URL check (SafeLink) like every server address.
 */
export default function MemberCertsPage() {
  const url = useUrlState(pageSchema);
  const query = certsQuery(url.search);
  const state = usePagedQuery(myCerts(query), query);
  return (
    <>
      <h1 className={css.title}>我的证书</h1>
      <PagedList state={state} onPage={(p) => url.set({ page: p })} noun="证书" cards lines={3}>
        {(items) => (
          <ul className={css.grid}>
            {items.map((c) => {
              return (
                <li key={c.id} className={css.tile}>
                  <SafeImage className={css.tileImage} src={c.cert?.template_image} alt="" width={320} height={200} />
                  <h2 className={css.cardTitle}>{c.cert?.name}</h2>
                  <p className={css.muted}>
                    证书编号 {c.code} · 获得于 <RelativeTime value={c.created_at} />
                  </p>
                  <p className={css.actions}>
                    <SafeLink className={css.link} href={certFileUrl(c.cert_id, true)} target="_blank" rel="noopener">
                      查看证书<span className={css.srOnly}>：{c.cert?.name}</span>
                    </SafeLink>
                    <SafeLink className={css.link} href={certFileUrl(c.cert_id)} download>
                      下载证书<span className={css.srOnly}>：{c.cert?.name}</span>
                    </SafeLink>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </>
  );
}
