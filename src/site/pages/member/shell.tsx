import type { BranchShellProps } from '../../route-def.js';
import { BranchNav } from '../../shell/branch-nav.js';

/** The member centre's sidebar layout around every /member page. */
export default function MemberShell(props: BranchShellProps) {
  return <BranchNav {...props} label="用户中心" variant="side" />;
}
