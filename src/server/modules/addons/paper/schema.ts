/**
 * Exams: one question bank shared by papers (fixed questions, timed), mock papers (questions
 * drawn at random per attempt) and practices (chapters worked through at the member's pace).
 */
export const PAPER_SCHEMA = [
  // type: 1 single choice, 2 multiple choice, 3 fill-in, 4 essay, 5 true/false, 6 compound.
  // options: JSON — choice texts (1, 2, shown as option1 … option10) or scoring keywords (4);
  // answer: 'option3' (1), 'option1,option3' (2), JSON array of each blank's text (3), reference
  // text (4), '1'/'0' (5). Members' answers (paper_answers, practice_answers) use the same forms.
  // A compound question's parts are rows with parent_id set to it.
  `CREATE TABLE IF NOT EXISTS paper_questions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL DEFAULT 0,
     parent_id INTEGER NOT NULL DEFAULT 0,
     type INTEGER NOT NULL,
     level INTEGER NOT NULL DEFAULT 1,
     score INTEGER NOT NULL DEFAULT 0,
     content TEXT NOT NULL,
     options TEXT NOT NULL DEFAULT '[]',
     answer TEXT NOT NULL DEFAULT '',
     remark TEXT NOT NULL DEFAULT '',
     sort INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS papers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL DEFAULT 0,
     title TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     charge INTEGER NOT NULL DEFAULT 0,
     is_vip_free INTEGER NOT NULL DEFAULT 0,
     expired_minutes INTEGER NOT NULL DEFAULT 60,
     pass_score INTEGER NOT NULL DEFAULT 60,
     try_times INTEGER NOT NULL DEFAULT 0,
     enabled_invite INTEGER NOT NULL DEFAULT 0,
     required_courses TEXT NOT NULL DEFAULT '[]',
     -- 1: a teacher marks the essay answers, so a hand-in with essays waits for marking (status 3)
     manual_marking INTEGER NOT NULL DEFAULT 0,
     is_show INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS paper_question_links (
     paper_id INTEGER NOT NULL REFERENCES papers(id),
     question_id INTEGER NOT NULL REFERENCES paper_questions(id),
     sort INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (paper_id, question_id)
   )`,
  // status: 1 running, 2 handed in and scored, 3 handed in, waiting for a teacher to mark the essays
  `CREATE TABLE IF NOT EXISTS paper_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     paper_id INTEGER NOT NULL REFERENCES papers(id),
     user_id INTEGER NOT NULL REFERENCES users(id),
     status INTEGER NOT NULL DEFAULT 1,
     score INTEGER NOT NULL DEFAULT 0,
     started_at INTEGER NOT NULL,
     expired_at INTEGER NOT NULL,
     submitted_at INTEGER,
     created_at INTEGER NOT NULL
   )`,
  // rules: JSON [{type, count}] drawn on every attempt from the bank of question_category_id
  // (a paper category and its children; 0 = the whole bank)
  `CREATE TABLE IF NOT EXISTS mock_papers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL DEFAULT 0,
     question_category_id INTEGER NOT NULL DEFAULT 0,
     title TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     charge INTEGER NOT NULL DEFAULT 0,
     is_vip_free INTEGER NOT NULL DEFAULT 0,
     expired_minutes INTEGER NOT NULL DEFAULT 60,
     pass_score INTEGER NOT NULL DEFAULT 60,
     rules TEXT NOT NULL DEFAULT '[]',
     is_show INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL
   )`,
  // status: 0 running, 1 submitted
  `CREATE TABLE IF NOT EXISTS mock_paper_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     mock_paper_id INTEGER NOT NULL REFERENCES mock_papers(id),
     user_id INTEGER NOT NULL REFERENCES users(id),
     status INTEGER NOT NULL DEFAULT 0,
     score INTEGER NOT NULL DEFAULT 0,
     question_ids TEXT NOT NULL DEFAULT '[]',
     started_at INTEGER NOT NULL,
     expired_at INTEGER NOT NULL,
     submitted_at INTEGER,
     created_at INTEGER NOT NULL
   )`,
  // kind: 'paper' | 'mock'; one row per answered question (compound parts answered one by one)
  `CREATE TABLE IF NOT EXISTS paper_answers (
     kind TEXT NOT NULL,
     record_id INTEGER NOT NULL,
     question_id INTEGER NOT NULL REFERENCES paper_questions(id),
     user_id INTEGER NOT NULL REFERENCES users(id),
     answer TEXT NOT NULL DEFAULT '',
     thumbs TEXT NOT NULL DEFAULT '[]',
     is_correct INTEGER NOT NULL DEFAULT 0,
     score INTEGER NOT NULL DEFAULT 0,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (kind, record_id, question_id)
   )`,
  `CREATE TABLE IF NOT EXISTS practices (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL DEFAULT 0,
     name TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     charge INTEGER NOT NULL DEFAULT 0,
     is_vip_free INTEGER NOT NULL DEFAULT 0,
     is_show INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS practice_chapters (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     practice_id INTEGER NOT NULL REFERENCES practices(id),
     name TEXT NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS practice_chapter_questions (
     chapter_id INTEGER NOT NULL REFERENCES practice_chapters(id),
     question_id INTEGER NOT NULL REFERENCES paper_questions(id),
     sort INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (chapter_id, question_id)
   )`,
  `CREATE TABLE IF NOT EXISTS practice_answers (
     user_id INTEGER NOT NULL REFERENCES users(id),
     practice_id INTEGER NOT NULL REFERENCES practices(id),
     question_id INTEGER NOT NULL REFERENCES paper_questions(id),
     answer TEXT NOT NULL DEFAULT '',
     thumbs TEXT NOT NULL DEFAULT '[]',
     is_correct INTEGER NOT NULL DEFAULT 0,
     score INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, practice_id, question_id)
   )`,
  // kind: 'paper' | 'mock' | 'practice'
  `CREATE TABLE IF NOT EXISTS paper_purchases (
     user_id INTEGER NOT NULL REFERENCES users(id),
     kind TEXT NOT NULL,
     other_id INTEGER NOT NULL,
     charge INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, kind, other_id)
   )`,
  `CREATE TABLE IF NOT EXISTS paper_wrongbook (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     question_id INTEGER NOT NULL REFERENCES paper_questions(id),
     wrong_times INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     UNIQUE (user_id, question_id)
   )`,
  `CREATE TABLE IF NOT EXISTS paper_collections (
     user_id INTEGER NOT NULL REFERENCES users(id),
     question_id INTEGER NOT NULL REFERENCES paper_questions(id),
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, question_id)
   )`,
];
