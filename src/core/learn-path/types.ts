/** Answers of the LearnPaths addon (contract section 8.1). */
import type { Flag } from '../client/index.js';

export interface LearnPathItem {
  id: number;
  name: string;
  thumb: string;
  desc: string;
  charge: number;
  original_charge: number;
  courses_count: number;
}

export interface LearnPathStep {
  id: number;
  name: string;
  desc: string;
  courses: Array<{
    id: number;
    other_id: number;
    type: 'course' | 'book' | 'live' | 'paper_paper' | 'paper_practice' | 'paper_mock' | string;
    type_text: string;
    name: string;
    thumb: string;
    charge: number;
  }>;
}

export interface LearnPathDetail {
  data: LearnPathItem;
  steps: LearnPathStep[];
  is_buy: Flag;
}
