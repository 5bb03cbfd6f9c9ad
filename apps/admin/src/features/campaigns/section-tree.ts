import type { AdminCampaignSection } from '@ia/shared';

export interface SectionNode extends AdminCampaignSection {
  children?: SectionNode[];
}

const bySortThenId = (a: AdminCampaignSection, b: AdminCampaignSection) => a.sort - b.sort || a.id - b.id;

/**
 * The flat list of a campaign's sections as a tree by parent_id, each level in display order. A
 * section whose parent is missing (deleted meanwhile) shows at the top rather than vanishing.
 */
export function buildSectionTree(sections: readonly AdminCampaignSection[]): SectionNode[] {
  const ids = new Set(sections.map((section) => section.id));
  const childrenOf = new Map<number | null, AdminCampaignSection[]>();
  for (const section of sections) {
    const parent = section.parent_id !== null && ids.has(section.parent_id) ? section.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), section]);
  }
  const visit = (parent: number | null, seen: Set<number>): SectionNode[] =>
    [...(childrenOf.get(parent) ?? [])].sort(bySortThenId).flatMap((section) => {
      // A cycle in bad data must not hang the page.
      if (seen.has(section.id)) return [];
      const next = new Set(seen).add(section.id);
      const children = visit(section.id, next);
      return [children.length > 0 ? { ...section, children } : { ...section }];
    });
  return visit(null, new Set());
}

/** The ids of a section and everything under it: where it may not be moved. */
export function subtreeIds(sections: readonly AdminCampaignSection[], rootId: number): Set<number> {
  const result = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const section of sections) {
      if (section.parent_id !== null && result.has(section.parent_id) && !result.has(section.id)) {
        result.add(section.id);
        grew = true;
      }
    }
  }
  return result;
}

/** Every id in the tree, for showing it fully expanded. */
export function allSectionIds(nodes: readonly SectionNode[]): number[] {
  return nodes.flatMap((node) => [node.id, ...allSectionIds(node.children ?? [])]);
}
