/** Strings of 数据分析 (the app's monitor events). Spread into ./zh-CN.ts. */
export const analyticsZhCN = {
  analyticsAdmin: {
    title: '数据分析',
    description:
      '应用上报的页面访问与事件（注册用户，或带 fromsource / channel 的访问）。日期按北京时间计，最长 366 天。',
    range: '日期范围',
    presets: { last7: '近 7 天', last30: '近 30 天', last90: '近 90 天' },
    total: '事件数',
    visitors: '访客数',
    daily: '每日事件',
    dailyEmpty: '所选日期内没有事件',
    topPages: '热门页面',
    bySource: '按来源（fromsource）',
    byChannel: '按渠道（channel）',
    byEventType: '按事件类型',
    none: '（无）',
    columns: {
      day: '日期',
      events: '事件数',
      visitors: '访客数',
      page: '页面',
      title: '标题',
      source: '来源',
      channel: '渠道',
      eventType: '事件类型',
    },
  },
};
