import { Flex, Pagination, Select, Typography } from 'antd';

/** Rows per page in the dashboard's lists (10, 25, 50; default 10). */
export const PAGE_SIZES = [10, 25, 50];

type Props = {
  page: number;
  pageSize: number;
  total: number;
  small: boolean;
  onPage: (page: number) => void;
  /** A new size starts again at page 1. */
  onPageSize: (pageSize: number) => void;
};

/** Under a paged list: 'Showing x-y of n', rows per page (10, 25, 50) and the pages. */
export function ListPager({ page, pageSize, total, small, onPage, onPageSize }: Props) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          {`Showing ${from}-${Math.min(page * pageSize, total)} of ${total}`}
        </Typography.Text>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">Rows per page</Typography.Text>
          <Select
            size="small"
            aria-label="Rows per page"
            value={pageSize}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
            onChange={onPageSize}
          />
        </Flex>
      </Flex>
      {/* antd hides its own size changer on phones, so the rows-per-page choice is ours. */}
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        size={small ? 'small' : 'medium'}
        onChange={onPage}
      />
    </Flex>
  );
}
