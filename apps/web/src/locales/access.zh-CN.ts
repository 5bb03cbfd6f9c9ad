/** Strings of the access features, zh-CN (spread into zh-CN.ts). */
export const accessZhCN = {
  access: {
    placeholder: '',
  },
};
