import { env } from '#core/env/index.js';
import { toggleCollect } from '#core/exam/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { LinkButton } from '#widgets/ui/button.js';

/** 收藏试题 / 已收藏: toggles, then says so (已收藏试题 / 已取消收藏). */
export function CollectButton({ questionId, collected }: { questionId: number; collected: boolean | undefined }) {
  const toggle = useMutation(toggleCollect);
  const press = async () => {
    const now = await toggle.mutate(questionId);
    if (now !== undefined) env().toast(now ? '已收藏试题' : '已取消收藏', 'success');
  };
  const on = toggle.data ?? collected;
  return (
    <LinkButton onClick={() => void press()} aria-pressed={!!on} aria-busy={toggle.busy || undefined}>
      {on ? '已收藏' : '收藏试题'}
    </LinkButton>
  );
}
