import type { AdminCampaignSection } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { allSectionIds, buildSectionTree, subtreeIds } from './section-tree';

function section(id: number, parentId: number | null, sort = 0): AdminCampaignSection {
  return {
    id,
    campaign_id: 1,
    parent_id: parentId,
    title: `板块 ${id}`,
    summary: null,
    cover: null,
    description: '',
    requires_desc: false,
    sort,
    content_count: 0,
  };
}

const titles = (nodes: ReturnType<typeof buildSectionTree>): unknown =>
  nodes.map((node) => (node.children ? [node.id, titles(node.children)] : node.id));

describe('buildSectionTree', () => {
  it('nests by parent, each level by sort then id', () => {
    const tree = buildSectionTree([
      section(3, 1, 2),
      section(1, null, 5),
      section(2, null, 1),
      section(4, 1, 0),
    ]);
    expect(titles(tree)).toEqual([2, [1, [4, 3]]]);
    expect(allSectionIds(tree)).toEqual([2, 1, 4, 3]);
  });

  it('shows a section whose parent is gone at the top, and survives a cycle', () => {
    expect(titles(buildSectionTree([section(5, 99)]))).toEqual([5]);
    const cyclic = [section(1, 2), section(2, 1), section(3, null)];
    expect(titles(buildSectionTree(cyclic))).toEqual([3]);
  });
});

describe('subtreeIds', () => {
  it('is the section and everything under it', () => {
    const sections = [section(1, null), section(2, 1), section(3, 2), section(4, null)];
    expect([...subtreeIds(sections, 1)].sort()).toEqual([1, 2, 3]);
    expect([...subtreeIds(sections, 4)]).toEqual([4]);
  });
});
