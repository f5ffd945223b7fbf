import { Alert, Box, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, PAGE_ERROR } from '@pedalworks/domain/messages';
import { SALES_TEXT, netRevenueCents } from '@pedalworks/domain/sales';
import { lowStockThresholdOf } from '@pedalworks/domain/tools';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSalesFigures } from '../api/use-sales-figures';
import { FiguresTable, Section } from './figures-table';
import { OrdersExport } from './orders-export';
import { WaitingList } from './waiting-list';

const dollars = (cents: number) => formatPrice(cents / 100);
/** '2026-11-23' as '11-23' under the chart's bars. */
const shortDay = (day: string) => day.slice(5);

/** Each chart's figures are also a table for screen readers, from whom the chart is hidden. */
export function SalesFigures() {
  const [today] = useState(() => new Date());
  const figures = useSalesFigures(today);
  if (figures.loading) return <PageSpinner />;
  if (figures.failed) return <Alert severity="error">{PAGE_ERROR.pageFailed}</Alert>;
  const revenue = figures.days.reduce((sum, day) => sum + netRevenueCents(day), 0);
  const shipping = figures.days.reduce((sum, day) => sum + day.shippingCents, 0);
  const paidOrders = figures.days.reduce((sum, day) => sum + day.paidOrders, 0);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {DASHBOARD_TEXT.sales}
      </Typography>
      <Section id="sales-revenue" title={SALES_TEXT.revenueTitle}>
        <Typography>{SALES_TEXT.revenueSummary(dollars(revenue), paidOrders)}</Typography>
        <Typography>{SALES_TEXT.shippingSummary(dollars(shipping))}</Typography>
        <Box aria-hidden sx={{ height: 300 }}>
          <BarChart
            disableKeyboardNavigation
            height={300}
            xAxis={[{ scaleType: 'band', data: figures.days.map((day) => shortDay(day.day)) }]}
            yAxis={[
              { id: 'revenue', valueFormatter: (value: number) => formatPrice(value) },
              { id: 'orders', position: 'right', tickMinStep: 1 },
            ]}
            series={[
              {
                label: SALES_TEXT.revenue,
                yAxisId: 'revenue',
                data: figures.days.map((day) => netRevenueCents(day) / 100),
                valueFormatter: (value) => formatPrice(value ?? 0),
              },
              {
                label: SALES_TEXT.paidOrders,
                yAxisId: 'orders',
                data: figures.days.map((day) => day.paidOrders),
              },
            ]}
          />
        </Box>
        <FiguresTable
          hidden
          caption={SALES_TEXT.revenueTable}
          head={[SALES_TEXT.day, SALES_TEXT.revenue, SALES_TEXT.shipping, SALES_TEXT.paidOrders]}
          rows={figures.days.map((day) => [
            day.day,
            dollars(netRevenueCents(day)),
            dollars(day.shippingCents),
            day.paidOrders,
          ])}
        />
      </Section>
      <Section id="sales-states" title={SALES_TEXT.statusTitle}>
        <Box aria-hidden sx={{ height: 240 }}>
          <BarChart
            disableKeyboardNavigation
            height={240}
            layout="horizontal"
            yAxis={[
              {
                scaleType: 'band',
                data: figures.byStatus.map(({ status }) => SALES_TEXT.statusLabels[status]),
                width: 110,
              },
            ]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[
              { label: SALES_TEXT.orders, data: figures.byStatus.map(({ count }) => count) },
            ]}
            hideLegend
          />
        </Box>
        <FiguresTable
          hidden
          caption={SALES_TEXT.statusTable}
          head={[SALES_TEXT.state, SALES_TEXT.orders]}
          rows={figures.byStatus.map(({ status, count }) => [
            SALES_TEXT.statusLabels[status],
            count,
          ])}
        />
      </Section>
      <Section id="sales-best-sellers" title={SALES_TEXT.bestSellersTitle}>
        {figures.bestSellers.length === 0 ? (
          <Typography>{SALES_TEXT.noSales}</Typography>
        ) : (
          <FiguresTable
            caption={SALES_TEXT.bestSellersTable}
            head={[SALES_TEXT.tool, SALES_TEXT.unitsSold]}
            rows={figures.bestSellers.map((seller) => [seller.name, seller.quantity])}
          />
        )}
      </Section>
      <Section id="sales-low-stock" title={SALES_TEXT.lowStockTitle}>
        {figures.lowStock.length === 0 ? (
          <Typography>{SALES_TEXT.noLowStock}</Typography>
        ) : (
          <FiguresTable
            caption={SALES_TEXT.lowStockTable}
            head={[SALES_TEXT.tool, SALES_TEXT.stock, SALES_TEXT.threshold]}
            rows={figures.lowStock.map((tool) => [
              tool.name,
              tool.availableQuantity,
              lowStockThresholdOf(tool),
            ])}
          />
        )}
      </Section>
      <WaitingList />
      <Section id="sales-export" title={SALES_TEXT.exportTitle}>
        <OrdersExport today={today} />
      </Section>
    </Stack>
  );
}
