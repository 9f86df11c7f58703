import { mockPaperDetail, mockPaperPlay } from '#core/exam/index.js';
import { readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';
import { examPlaySchema } from '../address.js';

export default pageData((_: unknown, search) => {
  const { id, pid } = readQuery(examPlaySchema, search);
  return [pid ? mockPaperPlay(pid) : mockPaperDetail(id || null)];
});
