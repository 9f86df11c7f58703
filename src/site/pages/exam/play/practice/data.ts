import { practicePlay } from '#core/exam/index.js';
import { readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';
import { practiceOfPlay, practicePlaySchema } from '../address.js';

export default pageData((_: unknown, search) => {
  const values = readQuery(practicePlaySchema, search);
  const practiceId = practiceOfPlay(values);
  return practiceId ? [practicePlay({ id: practiceId, chapterId: values.chapterId })] : [];
});
