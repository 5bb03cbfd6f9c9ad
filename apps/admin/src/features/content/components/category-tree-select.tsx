import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { type CourseCategory, useCategoryTree } from '../api/categories';

interface CategoryOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: CategoryOption[];
}

function toOptions(nodes: readonly CourseCategory[], excluded: number | undefined): CategoryOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    // A category cannot go under itself or its own subtree.
    disabled: node.id === excluded,
    children: node.id === excluded ? [] : toOptions(node.children, excluded),
  }));
}

/** Names every category by id, for tables that show a content's category. */
export function useCategoryNames(): Map<number, string> {
  const tree = useCategoryTree();
  return useMemo(() => {
    const names = new Map<number, string>();
    const visit = (nodes: readonly CourseCategory[]) => {
      for (const node of nodes) {
        names.set(node.id, node.name);
        visit(node.children);
      }
    };
    visit(tree.data ?? []);
    return names;
  }, [tree.data]);
}

export interface CategoryTreeSelectProps extends Omit<TreeSelectProps<number>, 'treeData'> {
  /** A category (with its subtree) that may not be picked: the one being moved. */
  excludeId?: number;
  /** Extra options above the tree, e.g. 一级分类 (value 0). */
  rootOption?: { value: number; title: string };
}

/** Picks a category from the whole tree. */
export function CategoryTreeSelect({ excludeId, rootOption, ...props }: CategoryTreeSelectProps) {
  const tree = useCategoryTree();
  const treeData = useMemo(() => {
    const options = toOptions(tree.data ?? [], excludeId);
    return rootOption ? [{ ...rootOption, children: [] }, ...options] : options;
  }, [tree.data, excludeId, rootOption]);
  return (
    <TreeSelect<number>
      treeData={treeData}
      loading={tree.isPending}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      allowClear
      {...props}
    />
  );
}
