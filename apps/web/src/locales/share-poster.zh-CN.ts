/**
 * Strings of the course and meeting share poster, zh-CN (spread into zh-CN.later.ts: the poster is
 * offered on detail pages, so the home's first load does not carry them).
 */
export const sharePosterZhCN = {
  sharePoster: {
    action: '分享海报',
    title: '分享海报',
    image: '「{{title}}」的分享海报',
    drawing: '海报生成中…',
    failed: '海报生成失败，请稍后再试',
    longPress: '长按保存图片，发给同事或分享到朋友圈',
    scanTitle: '长按识别二维码',
    scanHint: {
      course: '进入影像学院观看课程',
      case: '进入影像学院查看病例',
      meeting: '进入影像学院观看会议',
    },
    kind: { course: '精品课程', case: '病例', meeting: '学术会议' },
    speaker: '讲者：{{names}}',
    time: '时间：{{time}}',
  },
};
