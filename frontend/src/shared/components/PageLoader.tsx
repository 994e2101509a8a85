import { Flex, Spin } from 'antd';

/** Shown while a page's code is still downloading. */
export function PageLoader() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" aria-label="Loading page" />
    </Flex>
  );
}
