import { Flex, Spin } from 'antd';

export interface FullPageSpinProps {
  description?: string;
}

/** A centred spinner for the moments before the first screen can be drawn. */
export function FullPageSpin({ description }: FullPageSpinProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" description={description} />
    </Flex>
  );
}
