import type { Metadata } from 'next';
import { LoadError, Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { loadCategoryData, loadFamilies } from '../load';
import { CreateProductForm } from './create-product-form';

export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.productsWrite)) {
    return <Forbidden permission={PERMISSIONS.productsWrite} />;
  }
  const [families, categories] = await Promise.all([loadFamilies(), loadCategoryData()]);
  if (!families.ok) return <LoadError failure={families.failure} />;
  if (!categories.ok) return <LoadError failure={categories.failure} />;
  return (
    <>
      <PageHeader title="New product" back={{ href: '/products', label: 'Products' }} />
      <Section description="Values, variants and the workflow are set in the product's editor once it exists.">
        <CreateProductForm
          families={families.data.filter((f) => f.status === 'active')}
          categories={categories.data}
        />
      </Section>
    </>
  );
}
