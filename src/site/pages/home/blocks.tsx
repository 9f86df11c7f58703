import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { configFunc } from '#core/session/index.js';
import type { FeatureName } from '#core/features/index.js';
import type { CourseListItem } from '#core/course/index.js';
import type { PageBlock } from '#core/site/index.js';
import { CourseCard } from '#widgets/course-list/course-card.js';
import { courseHref } from '#widgets/course-list/options.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import * as css from './blocks.css.js';
import * as cardCss from '../../kit/item-card.css.js';
import { ItemCard, type CardItem } from '../../kit/item-card.js';
import { formatPrice } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { resourcePath } from '#core/paths/index.js';
import { Link } from '#widgets/ui/link.js';
import { slidesOfBlock } from '#core/site/index.js';
import { HomeSlider } from './slider.js';

type Row = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};
const id = (v: unknown): number | null => {
  const n = num(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const price = (charge: unknown) => formatPrice({ charge });
/** The detail page of a row of this kind, when the row has a usable id. */
const pageOf = (kind: string, raw: unknown) => {
  const target = id(raw);
  return target ? resourcePath(kind, target) : null;
};

interface BlockKind {
  /** Section heading when the block config has no title. */
  label: string;
  /** The addon switch that must be on; none means the block shows whenever the server sends it. */
  feature?: FeatureName;
  card(row: Row): CardItem | null;
}

const category = (row: Row) => str((row.category as Row | undefined)?.name);

const KINDS: Record<string, BlockKind> = {
  'pc-live-v1': {
    label: '直播课程',
    feature: 'live',
    card: (r) => ({
      key: `live-${str(r.id)}`,
      href: pageOf('live', r.id),
      thumb: str(r.thumb),
      title: str(r.title),
      meta: [category(r), r.videos_count !== undefined ? `${num(r.videos_count)}节直播` : ''].filter(Boolean),
      price: price(r.charge),
      badge: '直播',
    }),
  },
  'pc-book-v1': {
    label: '电子书',
    feature: 'book',
    card: (r) => ({
      key: `book-${str(r.id)}`,
      href: pageOf('book', r.id),
      thumb: str(r.thumb),
      title: str(r.name || r.title),
      meta: [category(r), r.user_count !== undefined ? `${num(r.user_count)}人订阅` : ''].filter(Boolean),
      price: price(r.charge),
      badge: '电子书',
    }),
  },
  'pc-topic-v1': {
    label: '图文专栏',
    feature: 'topic',
    card: (r) => ({
      key: `topic-${str(r.id)}`,
      href: pageOf('topic', r.id),
      thumb: str(r.thumb),
      title: str(r.title),
      meta: [category(r), r.view_times !== undefined ? `${num(r.view_times)}次阅读` : ''].filter(Boolean),
      price: price(r.charge),
      badge: '图文',
    }),
  },
  // LearnPaths has no switch of its own among the spec's feature switches: its block is shown
  // whenever the server sends one.
  'pc-learnPath-v1': {
    label: '学习路径',
    card: (r) => ({
      key: `path-${str(r.id)}`,
      href: pageOf('learnPath', r.id),
      thumb: str(r.thumb),
      title: str(r.name || r.title),
      meta: [r.courses_count !== undefined ? `${num(r.courses_count)}门课程` : '', str(r.desc)].filter(Boolean),
      price: price(r.charge),
      was: num(r.original_charge) > num(r.charge) ? `￥${num(r.original_charge)}` : undefined,
      badge: '学习路径',
    }),
  },
  'pc-ms-v1': {
    label: '限时秒杀',
    feature: 'miaosha',
    card: (r) => goodsCard(r, '秒杀', r.num !== undefined ? `限量${num(r.num)}份` : ''),
  },
  'pc-tg-v1': {
    label: '拼团优惠',
    feature: 'tuangou',
    card: (r) => goodsCard(r, '拼团', r.people_num !== undefined ? `${num(r.people_num)}人成团` : ''),
  },
};

function goodsCard(r: Row, badge: string, note: string): CardItem {
  return {
    key: `${badge}-${str(r.id)}`,
    // Flash sale and group buy rows name what they sell.
    href: pageOf(str(r.goods_type), r.other_id ?? r.goods_id),
    thumb: str(r.goods_thumb || r.thumb),
    title: str(r.goods_title || r.title),
    meta: [str(r.goods_type_text), note].filter(Boolean),
    price: price(r.charge),
    was:
      num(r.original_charge ?? r.goods_charge) > num(r.charge)
        ? `￥${num(r.original_charge ?? r.goods_charge)}`
        : undefined,
    badge,
  };
}

function Section({
  title,
  children,
  more,
}: {
  title: string;
  children: React.ReactNode;
  more?: { href: string; label: string };
}) {
  const headingId = useId();
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.sectionHead}>
        <h2 className={css.sectionTitle} id={headingId}>
          {title}
        </h2>
        {more ? (
          <Link className={css.more} href={more.href}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const MORE: Record<string, { href: string; label: string }> = {
  'pc-vod-v1': { href: paths.courses(), label: '全部课程' },
};

/**
 * The home page blocks in server order, each rendered by its sign (the PC signs MeEdu's own PC
 * client renders, `pc-slider`, `pc-vod-v1` and `code`, plus the addon signs of older pages);
 * unknown signs are skipped.
 */
export function HomeBlocks({ blocks }: { blocks: PageBlock[] }) {
  const features = useStore(configFunc);
  return (
    <>
      {blocks.map((block) => {
        const render = (block.config_render && !Array.isArray(block.config_render) ? block.config_render : {}) as Row;
        const title = str(render.title);
        const items = Array.isArray(render.items) ? (render.items as Row[]) : [];
        const key = `${block.id}-${block.sign}`;

        if (block.sign === 'pc-slider') {
          return <HomeSlider key={key} slides={slidesOfBlock(block)} />;
        }

        if (block.sign === 'code') {
          const html = str(render.html);
          return html ? (
            <div key={key} className={css.code}>
              <RichContent html={html} whenNear />
            </div>
          ) : null;
        }

        if (block.sign === 'pc-vod-v1') {
          const courses = items.filter((r) => id(r.id) && str(r.title)) as unknown as CourseListItem[];
          if (!courses.length) return null;
          return (
            <Section key={key} title={title || '推荐课程'} more={MORE[block.sign]}>
              <ul className={cardCss.grid} role="list">
                {courses.map((c) => (
                  <li key={c.id} className={cardCss.gridItem}>
                    <CourseCard course={c} href={courseHref(undefined, c.id)} />
                  </li>
                ))}
              </ul>
            </Section>
          );
        }

        const kind = KINDS[block.sign];
        if (!kind || (kind.feature && !features[kind.feature])) return null;
        const cards = items.map((r) => kind.card(r)).filter((c): c is CardItem => !!c && !!c.title);
        if (!cards.length) return null;
        return (
          <Section key={key} title={title || kind.label}>
            <ul className={cardCss.grid} role="list">
              {cards.map((item) => (
                <li key={item.key} className={cardCss.gridItem}>
                  <ItemCard item={item} />
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
    </>
  );
}
