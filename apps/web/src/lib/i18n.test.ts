import { afterEach, describe, expect, it } from 'vitest';
import { enUS } from '../locales/en-US';
import { zhCNFirst } from '../locales/zh-CN';
import { zhCNLater } from '../locales/zh-CN.later';
import {
  changeLanguage,
  i18n,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  loadLaterMessages,
  resolveInitialLanguage,
  toAppLanguage,
} from './i18n';

const zhCN = { ...zhCNFirst, ...zhCNLater };

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

afterEach(() => localStorage.clear());

describe('languages', () => {
  it('default to Simplified Chinese', () => {
    expect(resolveInitialLanguage('')).toBe('zh-CN');
  });

  it('switch with ?lang=en and remember the choice', () => {
    expect(resolveInitialLanguage('?lang=en')).toBe('en-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(resolveInitialLanguage('')).toBe('en-US');
    expect(resolveInitialLanguage('?lang=zh')).toBe('zh-CN');
  });

  it('ignore unknown values', () => {
    expect(toAppLanguage('fr')).toBeUndefined();
    expect(resolveInitialLanguage('?lang=fr')).toBe('zh-CN');
  });

  it('translate with the chosen language and persist a switch', async () => {
    initI18n('zh-CN');
    expect(i18n.t('tabs.home')).toBe('首页');
    await changeLanguage('en-US');
    expect(i18n.t('tabs.home')).toBe('Home');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    await changeLanguage('zh-CN');
  });

  it('have a complete English locale', () => {
    const chinese = leaves(zhCN);
    const english = new Map(leaves(enUS));
    expect([...english.keys()].sort()).toEqual(chinese.map(([key]) => key).sort());
    for (const [key, value] of english) {
      expect(value.trim(), key).not.toBe('');
      if (!key.startsWith('language.')) expect(value, key).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('fetch English only when it is chosen, and let the latest choice win over a slower load', async () => {
    await initI18n('zh-CN');
    // As on a first load: only Chinese is in the bundle.
    i18n.removeResourceBundle('en-US', 'translation');
    const english = initI18n('en-US');
    // Chosen again before English has arrived: Chinese stays.
    await initI18n('zh-CN');
    await english;
    expect(i18n.language).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('tabs.home')).toBe('首页');
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(true);
    await initI18n('en-US');
    expect(i18n.t('tabs.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en-US');
    await initI18n('zh-CN');
  });
});

describe('the Chinese texts in two parts', () => {
  it('share no section, so the later part adds to the first and overrides nothing', () => {
    const first = Object.keys(zhCNFirst);
    expect(Object.keys(zhCNLater).filter((section) => first.includes(section))).toEqual([]);
  });

  it('show the later part’s texts once it has loaded', async () => {
    await initI18n('zh-CN');
    await loadLaterMessages();
    expect(i18n.t('registration.fields.mobile')).toBe('手机号');
    expect(i18n.t('app.name')).toBe('影像学院');
  });
});
