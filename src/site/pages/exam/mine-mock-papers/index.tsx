import type { JoinedPaper } from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { joinedMockPapers } from '#core/exam/index.js';
import { JoinedPaperItem } from '../joined-paper-item.js';
import { ExamRecordsPage } from '../mine-records.js';

export default function MemberMockPapersPage() {
  return (
    <ExamRecordsPage heading="我的模考" noun="模考记录" query={joinedMockPapers}>
      {(row: JoinedPaper) => <JoinedPaperItem key={row.paper_id} row={row} href={paths.mockPaperDetail} />}
    </ExamRecordsPage>
  );
}
