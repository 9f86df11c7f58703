import * as paths from '#core/paths/index.js';
import { QuestionBookPage } from '../question-book.js';

export default function WrongBookPage() {
  return (
    <QuestionBookPage
      book="wrongbook"
      heading="考试错题本"
      countText={(n) => `共${n}题错题`}
      playHref={paths.wrongBookPlay}
      random
    />
  );
}
