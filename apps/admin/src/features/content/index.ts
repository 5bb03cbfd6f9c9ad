// The public API of features/content: code outside this folder imports only from here.
export { useMemberGroups } from './api/categories';
export { useLessons } from './api/lessons';
export { BannersView } from './components/banners-view';
export { CategoriesView } from './components/categories-view';
export { CategoryTreeSelect } from './components/category-tree-select';
export { ContentEditor } from './components/content-editor';
export { ContentPicker } from './components/content-picker';
export { ContentSectionNav } from './components/content-section-nav';
export { ContentsView } from './components/contents-view';
export { HomeView } from './components/home-view';
export { ImageUploadField } from './components/image-upload-field';
export { LessonsView } from './components/lessons-view';
export { MemberGroupsView } from './components/member-groups-view';
export { RichTextEditor } from './components/rich-text-editor';
export { TaxonomyView } from './components/taxonomy-view';
export { TermSelect } from './components/term-select';
export { VideoField } from './components/video-field';
