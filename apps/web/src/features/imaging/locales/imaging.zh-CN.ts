/**
 * Strings of the imaging viewer and its questions, zh-CN. They travel with the viewer's chunk
 * (loaded on demand) and are added to i18next then, so the app's first load does not carry them.
 */
export const imagingZhCN = {
  sectionTitle: '影像',
  seriesTab: '序列',
  counter: '{{current}} / {{total}}',
  sliceLabel: '层面',
  viewerLabel: '影像浏览：上下拖动或滚动滚轮切换层面，双指缩放，双击复位',
  hint: '上下拖动切换层面 · 双指缩放 · 双击复位',
  windowPreset: '窗位',
  showMarks: '显示标注',
  hideMarks: '隐藏标注',
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
  reset: '复位',
  loading: '正在加载层面…',
  loadedCount: '已加载 {{loaded}} / {{total}} 层',
  loadFailed: '影像加载失败',
  retry: '重试',
  questionsTitle: '读片思考',
  questionHint: '先读片，再作答；作答或查看解析后显示答案与要点',
  onSlice: '第 {{position}} 层',
  goToSlice: '看第 {{position}} 层',
  answerPlaceholder: '写下你的判断',
  submit: '提交答案',
  reveal: '查看解析',
  yourAnswer: '你的答案：{{answer}}',
  revealedOnly: '你直接查看了解析',
  right: '回答正确',
  wrong: '回答错误',
  correctAnswer: '参考答案：{{answer}}',
  teachingPoints: '解析',
  learned: '已计入学习时长 {{minutes}} 分钟',
  answerFailed: '提交失败，请重试',
};

export type ImagingTextKey = keyof typeof imagingZhCN;
