import type { JoinedPaper } from '../../../../core/api/paper-types.js';
import * as paths from '../../../../core/paths/index.js';
import { joinedMockPapers } from '../../../../core/query/exam.js';
import { JoinedPaperItem } from '../joined-paper-item.js';
import { ExamRecordsPage } from '../mine-records.js';

export default function MemberMockPapersPage() {
  return (
    <ExamRecordsPage heading="我的模考" noun="模考记录" query={joinedMockPapers}>
      {(row: JoinedPaper) => <JoinedPaperItem key={row.paper_id} row={row} href={paths.mockPaperDetail} />}
    </ExamRecordsPage>
  );
}
