import type { JoinedPaper } from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { joinedPapers } from '#core/exam/index.js';
import { ExamRecordsPage } from '../mine-records.js';
import { JoinedPaperItem } from '../joined-paper-item.js';

export default function MemberPapersPage() {
  return (
    <ExamRecordsPage heading="我的考试" noun="考试记录" query={joinedPapers}>
      {(row: JoinedPaper) => <JoinedPaperItem key={row.paper_id} row={row} href={paths.paperDetail} />}
    </ExamRecordsPage>
  );
}
