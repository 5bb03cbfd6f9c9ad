/** Strings of the registration features, zh-CN (spread into zh-CN.ts). */
export const registrationZhCN = {
  registration: {
    placeholder: '',
  },
};
