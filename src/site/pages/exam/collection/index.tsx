import * as paths from '#core/paths/index.js';
import { QuestionBookPage } from '../question-book.js';

export default function CollectionPage() {
  return (
    <QuestionBookPage
      book="collection"
      heading="收藏习题"
      countText={(n) => `已收藏${n}题`}
      playHref={({ type }) => paths.collectionPlay({ type })}
    />
  );
}
