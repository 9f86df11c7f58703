/** Answers of the Wenda addon (contract section 8.1) and the image upload it uses. */
import type { Flag, AddonCategory } from '../client/index.js';

export type WendaScene = 'default' | 'solved' | 'unsolved' | 'last_answer';

export interface WendaQuestionItem {
  id: number;
  title: string;
  status: number;
  status_text: string;
  credit: number;
  view_times: number;
  vote_count: number;
  answer_count: number;
  /** Read by this client when present (the reference server sends them). */
  user_id?: number;
  user?: { avatar: string; nick_name: string } | [];
  category?: { name: string } | [] | null;
  created_at?: string;
}

export interface WendaAnswer {
  id: number;
  user_id: number;
  user: { avatar: string; nick_name: string };
  vote_count: number;
  is_vote: Flag;
  is_correct: Flag;
  reply_count: number;
  render_content: string;
  images_list: string[];
  created_at: string;
}

export interface WendaQuestionDetail {
  question: {
    id: number;
    title: string;
    user_id: number;
    view_times: number;
    answer_count: number;
    credit: number;
    status: number;
    created_at: string;
    render_content: string;
    images_list: string[];
    status_text?: string;
    vote_count?: number;
    user?: { avatar: string; nick_name: string } | [];
    category?: { name: string } | [] | null;
  };
  answers: WendaAnswer[];
  is_admin: Flag;
  is_vote: Flag;
}

export interface WendaQuestionInput {
  title: string;
  category_id: number;
  original_content: string;
  render_content: string;
  /** Addresses from the image upload. */
  images?: string[];
  credit1?: number;
}

/** GET question/create: what the ask form offers. */
export interface WendaQuestionForm {
  categories: AddonCategory[];
  /** The asker's points balance (the bounty may not exceed it). */
  credit1: number;
}

/** GET question/{id}/edit: the asker's own question as written. */
export interface WendaQuestionEdit {
  question: {
    id: number;
    title: string;
    category_id: number;
    original_content: string;
    images: string[];
    credit1: number;
    status: number;
  };
  categories: AddonCategory[];
}

/** A row of member/answers. */
export interface WendaMyAnswer {
  id: number;
  question_id: number;
  render_content: string;
  is_correct: Flag;
  vote_count: number;
  created_at: string;
  question: { id: number; title: string; status: number; status_text: string } | [];
}

/** POST /api/v2/upload/image. */
export interface UploadedImage {
  path: string;
  url: string;
  disk: string;
  name: string;
}
