/**
 * The shapes of the addon list answers the client reads, each checked by the compiler against the
 * declared answer of the client's own call (`Answer<typeof getBooks>`).
 */
import type { getBooks } from '#core/book/index.js';
import type { getCreditGoods, getExchangeRecords } from '#core/mall/index.js';
import type { getLearnPaths } from '#core/learn-path/index.js';
import type { getLiveCourses } from '#core/live/index.js';
import type { getMiaoshaOrders, getTuangouOrders, PromoOrderGoods } from '#core/order/index.js';
import type { getMyCerts } from '#core/member/index.js';
import type { getQuestions } from '#core/wenda/index.js';
import type { getTopics } from '#core/topic/index.js';
import type { getPapers } from '#core/exam/index.js';
import type { AddonCategory } from '#core/client/index.js';
import { any, arr, conforms, empty, nul, num, obj, oneOf, opt, str, type Shape } from './shape.js';
import { flag, lazy, phpMap, simplePage } from './shapes-common.js';

/** What a call of the client resolves to, as it declares it. */
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

const category: Shape<AddonCategory> = conforms<AddonCategory>()(
  obj({ id: num, name: str, children: opt(arr(lazy(() => category))) }),
);
/** An addon's catalogue answer: a page of its items and its category tree. */
const catalogue = <T>(item: Shape<T>) => obj({ data: simplePage(item), categories: arr(category) });
const named = oneOf(obj({ name: str }), nul);
const author = oneOf(obj({ avatar: str, nick_name: str }), empty);

const liveCourse = obj({
  id: num,
  title: str,
  thumb: str,
  charge: num,
  category: named,
  status_text: opt(str),
  videos_count: opt(num),
});

export const liveCourses = conforms<Answer<typeof getLiveCourses>>()(catalogue(liveCourse));

export const books = conforms<Answer<typeof getBooks>>()(
  catalogue(
    obj({
      id: num,
      name: str,
      thumb: str,
      charge: num,
      is_vip_free: num,
      user_count: num,
      view_times: num,
      short_desc: str,
      published_at: str,
    }),
  ),
);

export const topics = conforms<Answer<typeof getTopics>>()(
  catalogue(
    obj({
      id: num,
      title: str,
      thumb: str,
      view_times: num,
      category: named,
      charge: num,
      is_vip_free: num,
      is_need_login: num,
      vote_count: num,
      comment_times: num,
    }),
  ),
);

export const learnPaths = conforms<Answer<typeof getLearnPaths>>()(
  obj({
    data: simplePage(
      obj({
        id: num,
        name: str,
        thumb: str,
        desc: str,
        charge: num,
        original_charge: num,
        courses_count: num,
      }),
    ),
    steps: phpMap(arr(any)),
  }),
);

export const questions = conforms<Answer<typeof getQuestions>>()(
  catalogue(
    obj({
      id: num,
      title: str,
      status: num,
      status_text: str,
      credit: num,
      view_times: num,
      vote_count: num,
      answer_count: num,
      user_id: opt(num),
      user: opt(author),
      category: opt(oneOf(obj({ name: str }), empty, nul)),
      created_at: opt(str),
    }),
  ),
);

const examCategory = obj({ id: num, name: str, parent_id: opt(num), sort: opt(num) });

export const papers = conforms<Answer<typeof getPapers>>()(
  obj({
    data: simplePage(
      obj({
        id: num,
        title: str,
        charge: num,
        is_vip_free: opt(flag),
        expired_minutes: num,
        questions_count: num,
        score: opt(num),
        pass_score: opt(num),
        try_times: opt(num),
        cur_user_can_join: flag,
      }),
    ),
    categories: arr(examCategory),
    category_children: phpMap(arr(examCategory)),
    user_papers: phpMap(obj({ id: num, score: num, status: num })),
  }),
);

export const creditGoods = conforms<Answer<typeof getCreditGoods>>()(
  obj({
    data: simplePage(
      obj({
        id: num,
        title: str,
        thumb: str,
        charge: num,
        is_v: flag,
        v_type: str,
        v_id: num,
        stock: num,
        created_at: str,
      }),
    ),
  }),
);

export const certs = conforms<Answer<typeof getMyCerts>>()(
  simplePage(
    obj({
      id: num,
      cert_id: num,
      code: str,
      created_at: str,
      cert: obj({ id: num, name: str, description: str, template_image: str }),
    }),
  ),
);

export const exchangeRecords = conforms<Answer<typeof getExchangeRecords>>()(
  simplePage(
    obj({
      id: num,
      code: str,
      used_at: str,
      activity: obj({ id: num, name: str, relate_data: str }),
    }),
  ),
);

const promoOrderGoods = conforms<PromoOrderGoods>()(
  obj({
    id: num,
    goods_id: num,
    other_id: num,
    goods_type: str,
    goods_type_text: str,
    goods_title: str,
    goods_thumb: str,
    goods_charge: num,
  }),
);

const saleOrder = {
  id: num,
  item_id: num,
  charge: num,
  status: num,
  status_text: str,
  created_at: str,
  goods: promoOrderGoods,
};

export const flashSaleOrders = conforms<Answer<typeof getMiaoshaOrders>>()(simplePage(obj(saleOrder)));

export const groupBuyOrders = conforms<Answer<typeof getTuangouOrders>>()(
  simplePage(obj({ ...saleOrder, group_id: num, group_status: num, order_id: opt(str) })),
);
