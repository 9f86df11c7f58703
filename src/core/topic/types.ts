/** Answers of the MeeduTopics addon (contract section 8.1). */
import type { Flag } from '../client/index.js';

export interface TopicItem {
  id: number;
  title: string;
  thumb: string;
  view_times: number;
  category: { name: string } | null;
  charge: number;
  is_vip_free: number;
  is_need_login: number;
  vote_count: number;
  comment_times: number;
}

export interface TopicDetail {
  topic: {
    id: number;
    title: string;
    thumb: string;
    charge: number;
    is_vip_free: number;
    vote_count: number;
    view_times: number;
    created_at: string;
    render_content: string;
    free_content_render: string;
  };
  is_buy: Flag;
  is_collect: Flag;
  is_vote: Flag;
}
