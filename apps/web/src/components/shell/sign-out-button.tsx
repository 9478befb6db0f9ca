'use client';

import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { signOut } from 'next-auth/react';
import { useState } from 'react';

/**
 * next-auth's sign-out route also ends the API session (see the signOut event in auth
 * options). An icon in the header; a labelled button where there is room (`withLabel`).
 */
export function SignOutButton({ withLabel = false }: { withLabel?: boolean }) {
  const [pending, setPending] = useState(false);
  const onClick = () => {
    setPending(true);
    void signOut({ callbackUrl: '/login' });
  };
  if (withLabel) {
    return (
      <Button variant="default" loading={pending} onClick={onClick} data-testid="sign-out">
        Sign out
      </Button>
    );
  }
  return (
    <Tooltip label="Sign out">
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        aria-label="Sign out"
        data-testid="sign-out"
        loading={pending}
        onClick={onClick}
      >
        <IconLogout size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
