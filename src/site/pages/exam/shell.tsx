import type { BranchShellProps } from '../../route-def.js';
import { BranchNav } from '../../shell/branch-nav.js';

/** The exam hub: papers, mock papers, practice, wrong-book and collection as tabs above each list. */
export default function ExamShell(props: BranchShellProps) {
  return <BranchNav {...props} label="考试中心" variant="tabs" />;
}
