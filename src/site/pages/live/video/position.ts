/**
 * Where the room's player is, for chat/send's `duration` (the addon keeps each message's place in
 * the session); 0 until a stream plays. One room per page, so one source.
 */
let source: (() => number) | null = null;

export const playerPosition = (): number => {
  const at = source?.() ?? 0;
  return Number.isFinite(at) && at > 0 ? Math.floor(at) : 0;
};

/** The playing stream says where it is; the returned function forgets it. */
export function trackPlayerPosition(read: () => number): () => void {
  source = read;
  return () => {
    if (source === read) source = null;
  };
}
