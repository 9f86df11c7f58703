import { isOn } from '#core/features/index.js';
import type { LearnPathStep } from '#core/learn-path/index.js';
import { chargeOf, formatPrice, isFree } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { learnPathDetail } from '#core/learn-path/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { Price } from '#widgets/ui/price.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { useTitle } from '#site/shell/title.js';
import type { PageProps } from '#site/route-def.js';
import { DetailView } from '#site/kit/query-view.js';
import * as content from '#site/kit/content.css.js';
import * as css from '#site/kit/detail.css.js';
import * as own from '../learn-path.css.js';
import { DetailHero } from '#site/kit/detail-hero.js';

type Item = LearnPathStep['courses'][number];

/** One item of a step: a link to its page (course, book, live, paper, practice, mock paper). */
function StepItem({ item }: { item: Item }) {
  const href = paths.resourcePath(item.type, item.other_id);
  const body = (
    <>
      <SafeImage
        className={own.thumb}
        src={item.thumb}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        fallback={<span className={own.thumb} aria-hidden="true" />}
      />
      <span className={own.itemText}>
        <span className={own.itemType}>{item.type_text}</span>
        <span className={own.itemName}>{item.name}</span>
      </span>
      <Price item={item} className={own.itemPrice} />
    </>
  );
  // A kind this site has no page for is listed without a link.
  return (
    <li>
      {href ? (
        <Link className={own.item} href={href}>
          {body}
        </Link>
      ) : (
        <span className={own.item}>{body}</span>
      )}
    </li>
  );
}

/**
 * /learnPath/detail/:id: the path, buying the whole of it (goods_type `path`, as the public
 * client names it), and its steps in order, each with the items it takes.
 */
export default function LearnPathDetailPage({ params }: PageProps<{ courseId: number }>) {
  const detail = useQuery(learnPathDetail(params.courseId));
  useTitle(detail.data?.data.name);

  return (
    <DetailView state={detail} noun="学习路径" listHref={paths.learnPaths()} listLabel="浏览全部学习路径">
      {(loaded) => {
        const path = loaded.data;
        const steps = Array.isArray(loaded.steps) ? loaded.steps : [];
        const owned = isOn(loaded.is_buy);
        const was = chargeOf(path.original_charge);

        return (
          <div className={css.page}>
            <DetailHero
              id="path-title"
              title={path.name}
              thumb={path.thumb}
              desc={path.desc}
              price={path}
              stats={
                <>
                  {was > chargeOf(path.charge) ? (
                    <s className={content.wasPrice}>
                      <span className={css.srOnly}>原价 </span>￥{was}
                    </s>
                  ) : null}
                  <span className={css.heroLearners}>
                    {steps.length}个阶段 · {Number(path.courses_count) || 0}门课程
                  </span>
                </>
              }
            >
              {owned ? (
                <span className={css.owned}>{isFree(path) ? '免费学习路径' : '已购买'}</span>
              ) : (
                <Link className={css.primaryAction} href={paths.order({ goods_type: 'path', goods_id: path.id })}>
                  购买学习路径 {formatPrice(path)}
                </Link>
              )}
            </DetailHero>
            <section className={content.panel} aria-labelledby="path-steps">
              <h2 className={content.panelTitle} id="path-steps">
                学习步骤
              </h2>
              {steps.length ? (
                <ol className={own.steps}>
                  {steps.map((step, i) => (
                    <li key={step.id} className={own.step}>
                      <h3 className={own.stepTitle}>
                        <span className={own.stepNo} aria-hidden="true">
                          {i + 1}
                        </span>
                        {step.name}
                      </h3>
                      {step.desc ? <p className={own.stepDesc}>{step.desc}</p> : null}
                      {step.courses?.length ? (
                        <ul className={own.items} aria-label={`${step.name}的内容`}>
                          {step.courses.map((item) => (
                            <StepItem key={`${item.type}-${item.id}`} item={item} />
                          ))}
                        </ul>
                      ) : (
                        <p className={content.muted}>暂无内容</p>
                      )}
                    </li>
                  ))}
                </ol>
              ) : (
                <p className={content.muted}>暂无学习步骤</p>
              )}
            </section>
          </div>
        );
      }}
    </DetailView>
  );
}
