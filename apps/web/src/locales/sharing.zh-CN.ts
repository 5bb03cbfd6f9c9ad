/** Strings of sharing (share cards) and the upload progress, zh-CN (spread into zh-CN.ts). */
export const sharingZhCN = {
  sharing: {
    defaultTitle: '影像学院',
    defaultDesc: '专业影像 · 持续学习，和同行一起成长',
    uploadProgress: '上传中 {{percent}}%',
  },
};
