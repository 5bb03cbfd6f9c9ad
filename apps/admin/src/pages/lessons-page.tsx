import { LessonsView } from '../features/content-admin/components/lessons-view';

/** 内容管理 › 课程系列. */
export function LessonsPage() {
  return <LessonsView />;
}
