'use client';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/theme';

/** Mantine with the console's theme, toasts and confirmation dialogs, for every page. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* Bottom: a toast never covers the header or a dialog's title, on a phone either. */}
      <Notifications position="bottom-right" limit={4} />
      <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': 'Close' } }}>
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
