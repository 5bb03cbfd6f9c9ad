import { LessonsView } from '../features/content/components/lessons-view';

/** 内容管理 › 课程系列. */
export function LessonsPage() {
  return <LessonsView />;
}
