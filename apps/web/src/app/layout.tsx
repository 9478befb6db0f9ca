import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './console.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/hydration-mark';
import { UiProvider } from '@/components/ui-provider';

export const metadata: Metadata = {
  title: { default: 'PIM Console', template: '%s · PIM Console' },
  description: 'Product information management console',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <UiProvider>{children}</UiProvider>
        <HydrationMark />
      </body>
    </html>
  );
}
