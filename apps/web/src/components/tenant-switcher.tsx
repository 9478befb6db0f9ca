'use client';

import { useSession } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import type { Membership } from '@/lib/api/router';
import { isolateText } from '@/lib/bidi';

interface TenantSwitcherProps {
  tenants: Membership[];
  activeTenantId: string;
}

/**
 * Switching goes through next-auth's `update()`: the jwt callback calls auth.switchTenant and
 * stores the new token set in the session cookie, then the server components re-render.
 */
export function TenantSwitcher({ tenants, activeTenantId }: TenantSwitcherProps) {
  const { status, update } = useSession();
  const router = useRouter();
  const selectId = useId();
  const [selected, setSelected] = useState(activeTenantId);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    startTransition(async () => {
      const session = await update({ tenantId: selected });
      if (!session) {
        // No session came back: let /auth/expired decide whether it really ended.
        window.location.assign('/auth/expired');
        return;
      }
      if (session.tenantId !== selected) {
        setError('Could not switch to that tenant. Try again.');
        return;
      }
      router.refresh();
    });
  };

  return (
    <form className="tenant-switcher" onSubmit={onSubmit} aria-label="Switch tenant">
      <label htmlFor={selectId} className="tenant-switcher__label">
        Tenant
      </label>
      <select
        id={selectId}
        className="select"
        data-testid="tenant-select"
        value={selected}
        disabled={pending}
        onChange={(event) => setSelected(event.target.value)}
      >
        {tenants.map((tenant) => (
          <option key={tenant.tenant_id} value={tenant.tenant_id}>
            {`${isolateText(tenant.tenant_name)} (${tenant.tenant_code})`}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="button button--secondary"
        data-testid="tenant-switch"
        disabled={pending || status !== 'authenticated' || selected === activeTenantId}
      >
        {pending ? 'Switching…' : 'Switch'}
      </button>
      {error ? (
        <p className="tenant-switcher__error" role="alert" data-testid="tenant-switch-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
