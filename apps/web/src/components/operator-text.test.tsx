import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { OPERATOR_LANG, OperatorText, useOperatorName } from './operator-text';

function NameAsLabel({ zh, en }: { zh: string; en: string }) {
  const operatorName = useOperatorName();
  return <button type="button" aria-label={operatorName(zh, en)} />;
}

describe('operator-written names', () => {
  afterEach(cleanup);
  afterAll(() => initI18n('zh-CN'));

  describe('in the English app', () => {
    beforeAll(() => initI18n('en-US'));

    it('show the English the operator wrote, as plain text', () => {
      const { container } = render(<OperatorText zh="精选推荐" en="Featured" />);
      expect(container.textContent).toBe('Featured');
      expect(container.querySelector('[lang]')).toBeNull();
    });

    it('fall back to the Chinese when the English is empty or blank, marked as Chinese', () => {
      const { container } = render(
        <>
          <OperatorText zh="病例专区" en="" />
          <OperatorText zh="系列课程" en="  " />
          <OperatorText zh="热门课程" />
        </>,
      );
      const marked = [...container.querySelectorAll(`[lang="${OPERATOR_LANG}"]`)].map(
        (node) => node.textContent,
      );
      expect(marked).toEqual(['病例专区', '系列课程', '热门课程']);
    });

    it('give attributes the same choice', () => {
      render(
        <>
          <NameAsLabel zh="学习达人" en="Keen learner" />
          <NameAsLabel zh="病例新秀" en="" />
        </>,
      );
      expect(screen.getByRole('button', { name: 'Keen learner' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '病例新秀' })).toBeTruthy();
    });
  });

  describe('in the Chinese app', () => {
    beforeAll(() => initI18n('zh-CN'));

    it('show the Chinese even where there is English', () => {
      const { container } = render(<OperatorText zh="精选推荐" en="Featured" />);
      expect(container.textContent).toBe('精选推荐');
      render(<NameAsLabel zh="学习达人" en="Keen learner" />);
      expect(screen.getByRole('button', { name: '学习达人' })).toBeTruthy();
    });
  });
});
