import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PagedTable } from './paged-table';

const page = {
  loading: false,
  items: [] as string[],
  pageNumber: 1,
  hasPrevious: false,
  hasNext: false,
  previous: () => {},
  next: () => {},
};

it('shows its empty state instead of an empty table', () => {
  render(
    <PagedTable label="Orders" columns={['A']} page={page} row={() => null} empty="No orders" />,
  );
  expect(screen.getByText('No orders')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
