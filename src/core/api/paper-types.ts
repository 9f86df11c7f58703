/**
 * Response shapes of the Paper addon (exams: papers, mock papers, practice, wrong-book,
 * collection; contract section 8.1, docs/server-addons.md). The addon's server code is not public:
 * fields are the ones the public PC client reads plus what the reference server documents.
 */
import type { AddonCategory, Flag, PhpMap, SimplePage } from './types.js';

export interface ExamStats {
  papers_count: number;
  mock_papers_count: number;
  practices_count: number;
  practice_chapters_count: number;
  wrong_book_count: number;
  collection_count: number;
}

export interface ExamCategory {
  id: number;
  name: string;
  parent_id?: number;
  sort?: number;
}

/** The exam lists' siblings: top categories and their children keyed by the parent's id. */
export interface ExamListCategories {
  categories: ExamCategory[];
  category_children: PhpMap<ExamCategory[]>;
}

/** An exam list: the page nested one level, the category filters beside it. */
export type ExamList<T> = { data: SimplePage<T> } & ExamListCategories;

export interface PaperItem {
  id: number;
  title: string;
  charge: number;
  is_vip_free?: Flag;
  expired_minutes: number;
  questions_count: number;
  score?: number;
  pass_score?: number;
  try_times?: number;
  cur_user_can_join: Flag;
}

/** One attempt. Papers: status 1 running, 2 scored, 3 waiting for marking; mock papers: 0 running, 1 done. */
export interface ExamRecord {
  id: number;
  status: number;
  score: number;
  /** The public client's name for a mock attempt's score. */
  get_score?: number;
  started_at?: string;
  /** The deadline (raw PRC time); mock attempts of the public client's server name it expired_at. */
  ended_at?: string;
  expired_at?: string;
  submitted_at?: string | null;
  /** Seconds left by the server's clock (the reference server's; absent elsewhere). */
  remaining_seconds?: number;
  created_at?: string;
}

export interface RequiredCourse {
  id: number;
  title: string;
  thumb?: string;
  charge?: number;
}

export interface QuestionOutline {
  id: number;
  type: number;
  type_text?: string;
  score: number;
}

/** The papers list also names the member's latest attempt of each paper. */
export type PaperList = ExamList<PaperItem> & { user_papers: PhpMap<{ id: number; score: number; status: number }> };

export interface PaperDetail {
  paper: PaperItem & {
    description?: string;
    score: number;
    pass_score: number;
    try_times: number;
    enabled_invite?: Flag;
  };
  /** The outline, grouped by type as the public client counts it (older answers: a plain list). */
  questions: PhpMap<QuestionOutline[]> | QuestionOutline[];
  user_papers: ExamRecord[];
  can_join: Flag;
  join_count: number;
  required_courses: RequiredCourse[] | PhpMap<RequiredCourse>;
  is_buy?: boolean;
}

/** A question as the play pages get it; answer and explanation are '' until revealed. */
export interface RawQuestion {
  id: number;
  /** 1 single, 2 multiple, 3 fill-in, 4 essay, 5 true/false, 6 compound. */
  type: number;
  type_text?: string;
  score: number;
  content?: string;
  content_transform?: string;
  answer?: string;
  remark?: string;
  remark_transform?: string;
  options?: Array<{ key: string; content: string }>;
  blanks_count?: number;
  children?: RawQuestion[];
}

/** A question of a play page with the member's answer (`questions[]`). */
export interface AnswerEntry {
  question_id: number;
  question: RawQuestion;
  answer_content: string;
  answer_contents_rows: string[];
  thumbs_rows: string[];
  /** -1 while hidden or unanswered in practice, then 1 or 0. */
  is_correct: number;
  score: number;
  children?: Array<Omit<AnswerEntry, 'question' | 'children'>>;
}

export interface PaperPlay {
  paper: PaperItem & { score?: number; pass_score?: number; description?: string };
  user_paper: ExamRecord;
  questions: AnswerEntry[];
}

export interface MockPaperItem {
  id: number;
  title: string;
  charge: number;
  is_vip_free?: Flag;
  expired_minutes: number;
  pass_score: number;
  question_count: number;
  score?: number;
  cur_user_can_join: Flag;
}

export interface MockPaperDetail {
  paper: MockPaperItem & { description?: string };
  /** The reference server's name for the latest attempts; the public client reads user_papers. */
  records?: ExamRecord[];
  user_papers?: ExamRecord[];
  is_buy?: boolean;
  can_join?: Flag;
  can?: Flag;
}

export interface MockPaperPlay {
  paper: MockPaperItem;
  record: ExamRecord;
  questions: AnswerEntry[];
}

export interface PracticeItem {
  id: number;
  name: string;
  charge: number;
  is_vip_free?: Flag;
  chapters_count: number;
  questions_count: number;
  cur_user_can_join: Flag;
}

export interface PracticeChapter {
  id: number;
  name: string;
  sort?: number;
  questions_count: number;
  submit_count: number;
}

export interface PracticeDetail {
  practice: PracticeItem & { description?: string };
  chapters: PracticeChapter[];
  is_buy: boolean;
  submit_count: number;
  correct_count: number;
}

export interface PracticePlay {
  practice: PracticeItem;
  chapter?: { id: number; name: string };
  /** The day of a daily set. */
  date?: string;
  questions: AnswerEntry[];
}

/** Wrong-book and collection counts: per question type 1..6, and per category. */
export interface QuestionBookStats {
  types_count: Record<string, number>;
  categories: Array<AddonCategory & { parent_id: number; sort: number }>;
  categories_count: PhpMap<number> | number[];
}

/** Where a wrong-book or collection replay starts: every id in order and the first question. */
export interface ReplayStart {
  questions_ids: number[];
  first_question: RawQuestion | [];
  /** The random replay's questions. */
  questions?: RawQuestion[];
}

/** A replayed question checked: the grade and the question revealed. */
export interface ReviewAnswer {
  question_id: number;
  is_correct: number;
  score: number;
  question: RawQuestion;
}

export interface JoinedPaper {
  paper_id: number;
  max_score: number;
  join_count: number;
  created_at: string;
  paper:
    | {
        id: number;
        title: string;
        score?: number;
        pass_score: number;
        questions_count?: number;
        question_count?: number;
      }
    | [];
}

export interface JoinedPractice {
  practice_id: number;
  submit_count: number;
  practice_question_count: number;
  updated_at: string;
  practice: { id: number; name: string } | [];
}

export type { SimplePage };

/** One answer as sent (contract: `answer`, optional `images`); multiple choice as "A,C". */
export interface AnswerInput {
  question_id: number;
  answer: string | string[] | Record<string, string | string[]>;
  images?: string[];
}
