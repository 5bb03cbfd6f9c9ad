import { LessonsView } from '../features/content';

/** 内容管理 › 课程系列. */
export function LessonsPage() {
  return <LessonsView />;
}
