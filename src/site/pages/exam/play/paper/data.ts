import { paperDetail, paperPlay } from '#core/exam/index.js';
import { readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';
import { examPlaySchema } from '../address.js';

export default pageData((_: unknown, search) => {
  const { id, pid } = readQuery(examPlaySchema, search);
  // The paper alone: the page looks for its attempt under way in the detail.
  return [id && pid ? paperPlay({ id, pid }) : paperDetail(id || null)];
});
