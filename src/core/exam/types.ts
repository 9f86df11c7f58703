/**
 * Response shapes of the Paper addon (exams: papers, mock papers, practice, wrong-book,
 * collection; contract section 8.1, docs/server-addons.md). The addon's server code is not public:
 * fields are the ones the public PC client reads plus what the reference server documents.
 */
import type { PhpMap, SimplePage, Flag, AddonCategory } from '../client/index.js';

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

/** A paper attempt: status 1 running, 2 scored, 3 waiting for marking. */
export interface ExamRecord {
  id: number;
  status: number;
  score: number;
  /** The deadline: PRC wall time without a zone ("2026-11-27 10:00:00"). */
  ended_at?: string;
  created_at?: string;
}

/** A mock paper attempt: status 0 running, 1 handed in. */
export interface MockRecord {
  id: number;
  status: number;
  /** The member's score. */
  get_score: number;
  /** Full marks of the questions drawn (on the play page). */
  total_score?: number;
  /** The deadline: PRC wall time without a zone. */
  expired_at?: string;
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

/** A stem or explanation as the addon splits it for the public client: text, pictures, frames. */
export interface QuestionTransform {
  text: string;
  images: string[];
  iframes: string[];
}

/**
 * A question as MeEdu's Paper addon sends it (what frontend-v3 src/components/{choice,select,
 * input,qa,judge,cap} read). `content` is HTML, except for a compound question (type 6), whose
 * `content` is JSON text `{header, questions}` (its parts, without ids). Choices are the fields
 * option1 … option10; `answer` names them ("option3", "option1,option3"), is "1"/"0" for
 * true/false and '' until the member may see it; a fill-in's answers are in `answer_transform`.
 */
export interface RawQuestion {
  id: number;
  /** 1 single, 2 multiple, 3 fill-in, 4 essay, 5 true/false, 6 compound. */
  type: number;
  type_text?: string;
  score: number;
  content?: string;
  content_transform?: QuestionTransform | { header_transform: QuestionTransform };
  answer?: string;
  remark?: string;
  remark_transform?: QuestionTransform;
  /** Fill-in: how many blanks, and each blank's right text ('' until revealed) and points. */
  input_length?: number;
  answer_transform?: Array<{ a: string; s: number }>;
  [option: `option${number}`]: string | null | undefined;
}

/** A compound question's part, inside its JSON content. */
export type RawPart = Omit<RawQuestion, 'id'>;

/** One part's answer of a compound question, by the part's index. */
export interface PartAnswerRow {
  answer: string;
  /** Multiple choice: the picked options. */
  answer_contents_row?: string[];
  /** Fill-in: the blanks; true/false: 1 or 0. */
  answer_contents_rows?: string[] | number;
  score: number;
  is_correct: number;
  thumbs?: string | string[];
}

/**
 * A question of a paper's play page with the member's answer. `answer_contents_rows` by type:
 * picked options (1, 2), blanks (3), text (4), 1 / 0 / -1 unanswered (5), rows by part index (6).
 */
export interface AnswerEntry {
  question_id: number;
  question: RawQuestion;
  answer_content: string;
  answer_contents_rows: string[] | number | '' | PartAnswerRow[] | PhpMap<PartAnswerRow>;
  thumbs_rows: string[] | string;
  /** Once revealed: 1 right, 0 wrong. */
  is_correct: number;
  score: number;
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
  /** Not in the addon's list items, in the detail. */
  pass_score?: number;
  questions_count: number;
  cur_user_can_join: Flag;
}

export interface MockPaperDetail {
  paper: MockPaperItem & {
    pass_score: number;
    description?: string;
    /** JSON text: questions drawn per type, `{"num": {"choice": 2, "select": 1, …}}`. */
    rule: string;
  };
  /** The member may sit it (free, bought or VIP). */
  can: boolean;
  user_papers: MockRecord[];
  join_count: number;
}

export interface MockPaperPlay {
  paper: { id: number; title: string; pass_score: number | string };
  record: MockRecord;
  questions: AnswerEntry[];
}

export interface PracticeItem {
  id: number;
  name: string;
  charge: number;
  is_vip_free?: Flag;
  question_count: number;
  /** How many of its questions the member has practised. */
  user_count: number;
  cur_user_can_join: Flag;
}

export interface PracticeChapter {
  id: number;
  name: string;
  question_count: number;
}

export interface PracticeDetail {
  practice: PracticeItem & { description?: string };
  chapters: PracticeChapter[];
  /** The member may practise (free, bought or VIP). */
  can: boolean;
  practice_user_record: { submit_count: number } | null;
  user_chapter_records: PhpMap<{ submit_count: number }>;
}

/** A chapter or the day's set: the ids in order and the first question, the others asked for by id. */
export interface PracticePlay {
  practice: { id: number; name: string };
  first_question: RawQuestion | [];
  qid_arr: number[];
  /** A chapter: the questions the member has practised before. */
  has_practice_question_ids?: number[];
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

/**
 * One answer as MeEdu's clients send it: "optionN" (single), "option1,option3" (multiple), the
 * blanks (fill-in), text (essay), 1 or 0 (true/false); a compound question's part in an exam as
 * `question_id` "<id>-cap-<index>", in practice and replays the parts as a list by index.
 */
export type WireAnswer = string | number | string[] | Array<string | number | string[] | null>;
