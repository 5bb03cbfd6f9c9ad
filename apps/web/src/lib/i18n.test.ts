import { afterEach, describe, expect, it } from 'vitest';
import { enUS } from '../locales/en-US';
import { zhCNFirst } from '../locales/zh-CN';
import { zhCNLater } from '../locales/zh-CN.later';
import {
  changeLanguage,
  i18n,
  initI18n,
  loadLaterMessages,
  resolveInitialLanguage,
  toAppLanguage,
} from './i18n';
import { LANGUAGE_STORAGE_KEY } from './language';

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
    // English adds the `_one` form beside each count-dependent `_other` (Chinese has only one form).
    const pluralOnly = (key: string) => key.endsWith('_one') && english.has(key.replace(/_one$/, '_other'));
    expect([...english.keys()].filter((key) => !pluralOnly(key)).sort()).toEqual(
      chinese.map(([key]) => key).sort(),
    );
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

describe('counts', () => {
  it('take the singular or the plural in English and the one form in Chinese (i18next plurals)', async () => {
    await initI18n('zh-CN');
    await loadLaterMessages();
    expect(i18n.t('points.card.streak', { count: 1 })).toBe('已连续签到 1 天');
    expect(i18n.t('points.card.streak', { count: 3 })).toBe('已连续签到 3 天');
    await initI18n('en-US');
    expect(i18n.t('points.card.streak', { count: 1 })).toBe('Signed in 1 day in a row');
    expect(i18n.t('points.card.streak', { count: 2 })).toBe('Signed in 2 days in a row');
    expect(i18n.t('detail.playlist.count', { count: 1 })).toBe('1 lesson');
    expect(i18n.t('detail.playlist.count', { count: 12 })).toBe('12 lessons');
    expect(i18n.t('annual.honours.medals', { count: 1 })).toBe('1 medal earned');
    await initI18n('zh-CN');
  });

  it('have both English forms wherever a count changes the words', () => {
    const english = leaves(enUS).map(([key]) => key);
    for (const key of english.filter((name) => name.endsWith('_other'))) {
      expect(english, key).toContain(key.replace(/_other$/, '_one'));
    }
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
