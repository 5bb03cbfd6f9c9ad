import type { TablePaginationConfig } from 'antd';

/** The page a server-paged table shows, and how it asks for another. */
export interface ServerPage {
  total: number;
  current: number;
  pageSize: number;
  onPageChange: (current: number, pageSize: number) => void;
}

const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/**
 * The antd pagination of a server-paged table, with a page-size choice and the total. A new page
 * size starts again at page 1: the current page may not exist at that size.
 */
export function serverPagination(
  { total, current, pageSize, onPageChange }: ServerPage,
  showTotal: (total: number) => string,
): TablePaginationConfig {
  return {
    current,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (count) => showTotal(count),
    onChange: (page, size) => onPageChange(size === pageSize ? page : 1, size),
  };
}
