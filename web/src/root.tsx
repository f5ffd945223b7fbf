import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { ChunkFailureScript } from '@/app/chunk-failure';
import { AppProvider } from '@/app/provider';
import { RouteError } from '@/app/route-error';
import { RootLayout } from '@/components/layouts/root-layout';
import { SHOP_META } from '@/components/seo/page-meta';

/** The document of every page; React puts each page's title and meta tags into its head. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <ChunkFailureScript />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#1b5e20" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProvider>{children}</AppProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default RootLayout;

export const ErrorBoundary = RouteError;

export const meta = () => SHOP_META;
